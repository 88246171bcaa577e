import { site } from '@/lib/content/site';
import { signatureFile, signatureInks, signatureSvg } from '@/lib/render/signature';

/** The owner's signature, one SVG per ink (out/signature/ink.svg, white.svg), drawn at build time (lib/render/signature.ts). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return signatureInks.map((ink) => ({ file: signatureFile(ink) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/signature/[file]'>) {
  const file = (await params).file;
  const ink = signatureInks.find((candidate) => signatureFile(candidate) === file);
  if (!ink) return new Response(null, { status: 404 });
  return new Response(await signatureSvg(site.owner, ink), { headers: { 'Content-Type': 'image/svg+xml' } });
}
