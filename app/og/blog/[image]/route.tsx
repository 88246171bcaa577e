import { OgCard } from '@/components/seo/OgCard';
import { discoverability } from '@/lib/content/discoverability';
import { getExportedSlugs, getPostSummary } from '@/lib/render/posts';
import { ogPngResponse } from '@/lib/render/seo/og-cache';
import { ogFileName, slugFromOgFileName } from '@/lib/render/seo/og';

/**
 * Each post's share image, written to out/og/blog/{slug}.png at build time: its title and category on the brand card
 * (rendered only when what it shows changed: lib/render/seo/og-cache.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedSlugs().map((slug) => ({ image: ogFileName(slug) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/blog/[image]'>) {
  const slug = slugFromOgFileName((await params).image);
  const post = getPostSummary(slug);
  const card = post ? { label: post.category, title: post.title } : { label: discoverability.shareCard.eyebrow, title: discoverability.shareCard.headline };
  return ogPngResponse(OgCard(card));
}
