import { site } from '@/lib/content/site';
import { monogramSvg } from '@/lib/render/monogram';

/** The favicon, her initials drawn at build time (out/icon.svg: lib/render/monogram.ts). */
export const dynamic = 'force-static';

export async function GET() {
  return new Response(await monogramSvg(site.monogram), { headers: { 'Content-Type': 'image/svg+xml' } });
}
