import { CoverCard } from '@/components/seo/CoverCard';
import { allCovers, coverFileName, coverSize, coverWidths, imageFormats, parseCoverFileName } from '@/lib/render/covers';
import { encodeImage, encoderSettings, readPublicImage } from '@/lib/render/images';
import { bytesKey, cachedBytes, drawnPng } from '@/lib/render/seo/og-cache';

/**
 * Every cover a page shows (lib/render/covers.ts `shown`: the portfolio's, and a case study's without an edit or with the
 * owner's image), written to out/covers/{key}-{width}.{avif|webp} at build time: the owner's image cut to 16:10, or a
 * line of the work set like the share images.
 * Each file is encoded once per look and kept (lib/render/seo/og-cache.ts): a rebuild encodes only a changed cover.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allCovers().filter((cover) => cover.shown).flatMap((cover) =>
    coverWidths.flatMap((width) => imageFormats.map((format) => ({ file: coverFileName(cover.key, width, format) }))),
  );
}

export async function GET(_request: Request, { params }: RouteContext<'/covers/[file]'>) {
  const asked = parseCoverFileName((await params).file);
  if (!asked) return new Response(null, { status: 404 });
  const { cover, width, format } = asked;
  const height = Math.round((width * coverSize.height) / coverSize.width);
  const source = cover.image
    ? readPublicImage(cover.image, cover.source, `cover of "${cover.title}"`)
    : await drawnPng(CoverCard(cover), coverSize);
  const key = bytesKey([source], [width, height, format, encoderSettings]);
  const bytes = await cachedBytes(key, format, () => encodeImage(source, width, height, format));
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': `image/${format}` } });
}

