import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/OgCard';
import { discoverability } from '@/lib/content/discoverability';
import { cachedPng, ogCacheKey } from '@/lib/render/seo/og-cache';
import { ogFonts } from '@/lib/render/seo/og-fonts';
import { ogSize } from '@/lib/render/seo/og';

/** The site-wide share image, written to out/og/site.png at build time (rendered only when it changed: lib/render/seo/og-cache.ts). */
export const dynamic = 'force-static';

export async function GET() {
  const { eyebrow, headline } = discoverability.shareCard;
  const tree = OgCard({ label: eyebrow, title: headline });
  const fonts = await ogFonts();
  return cachedPng(ogCacheKey(tree, fonts), () => new ImageResponse(tree, { ...ogSize, fonts }).arrayBuffer());
}
