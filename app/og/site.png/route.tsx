import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/OgCard';
import { discoverability } from '@/content/discoverability';
import { ogFonts } from '@/lib/render/seo/og-fonts';
import { ogSize } from '@/lib/render/seo/og';

/** The site-wide share image, written to out/og/site.png at build time. */
export const dynamic = 'force-static';

export async function GET() {
  const { eyebrow, headline } = discoverability.shareCard;
  return new ImageResponse(<OgCard label={eyebrow} title={headline} />, { ...ogSize, fonts: await ogFonts() });
}
