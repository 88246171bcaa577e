import { OgCard } from '@/components/seo/OgCard';
import { discoverability } from '@/lib/content/discoverability';
import { ogPngResponse } from '@/lib/render/seo/og-cache';

/** The site-wide share image, written to out/og/site.png at build time (rendered only when it changed: lib/render/seo/og-cache.ts). */
export const dynamic = 'force-static';

export async function GET() {
  const { eyebrow, headline } = discoverability.shareCard;
  return ogPngResponse(OgCard({ label: eyebrow, title: headline }));
}
