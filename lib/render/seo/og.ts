/**
 * Where the share images live and what they may contain. The images are PNG files written at build time by the
 * route handlers under app/og/, so a plain static host serves them with an image/png content type.
 */
export const ogSize = { width: 1200, height: 630 } as const;

/** The site-wide share image, used by every page that is not a post. */
export const siteOgImagePath = '/og/site.png';

/** A post's share image. */
export function postOgImagePath(slug: string): string {
  return `/og/blog/${slug}.png`;
}

/** A case study's share image. */
export function caseStudyOgImagePath(slug: string): string {
  return `/og/portfolio/${slug}.png`;
}

/** The file name the post and case-study image routes are asked for, and back. */
export const ogFileName = (slug: string) => `${slug}.png`;
export const slugFromOgFileName = (file: string) => file.replace(/\.png$/, '');

/**
 * Characters the bundled Inter Latin subset can draw (the @fontsource unicode-range for "latin").
 * Anything else, emoji above all, would make next/og fetch a font from the network at build time,
 * which must never happen, so it is dropped from the image text.
 */
const drawable =
  /[\u0000-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u0304\u0308\u0329\u2000-\u206F\u20AC\u2122\u2191\u2193\u2212\u2215\uFEFF\uFFFD]/u;

/** Text the card can draw on its lines: breaks and control characters become spaces, undrawable characters go. */
export function ogSafeText(text: string): string {
  return Array.from(text.replace(/[\s\p{Cc}]+/gu, ' '))
    .filter((char) => drawable.test(char) && !/[\u200B-\u200D\u2060-\u206F\uFEFF]/u.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headline size that keeps a title within three lines of the card. */
export function ogTitleSize(title: string): number {
  if (title.length > 90) return 48;
  if (title.length > 60) return 58;
  return 68;
}
