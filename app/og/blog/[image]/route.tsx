import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/OgCard';
import { discoverability } from '@/content/discoverability';
import { getAllPosts, PLACEHOLDER_SLUG } from '@/lib/posts';
import { ogFonts } from '@/lib/seo/og-fonts';
import { ogSize, postOgFileName, slugFromOgFileName } from '@/lib/seo/og';

/** Each post's share image, written to out/og/blog/{slug}.png at build time: its title and category on the brand card. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const slugs = getAllPosts().map((post) => post.slug);
  // An empty blog still needs one image for Next to build; lib/build/remove-placeholder-post.ts deletes it.
  return (slugs.length ? slugs : [PLACEHOLDER_SLUG]).map((slug) => ({ image: postOgFileName(slug) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/blog/[image]'>) {
  const slug = slugFromOgFileName((await params).image);
  const post = getAllPosts().find((candidate) => candidate.slug === slug);
  const card = post ? { label: post.category, title: post.title } : { label: discoverability.shareCard.eyebrow, title: discoverability.shareCard.headline };
  return new ImageResponse(<OgCard {...card} />, { ...ogSize, fonts: await ogFonts() });
}
