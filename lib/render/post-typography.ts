/**
 * Typography for post bodies: @tailwindcss/typography tuned to the site's tokens, at the site's measure on phones (34 rem
 * of 17 px text) and 37 rem of 18 px text from 768 px: about 67 characters a line at both. Used by the
 * site's post and case study pages (components/blog/PostBody.tsx) and the editor's preview (lib/browser/admin-editor.ts).
 */
export const postProse = [
  'prose max-w-measure text-body md:max-w-post md:text-lg md:leading-[1.7]',
  '[--tw-prose-body:var(--color-ink)] [--tw-prose-headings:var(--color-ink)] [--tw-prose-bold:var(--color-ink)]',
  '[--tw-prose-links:var(--color-accent)] [--tw-prose-bullets:var(--color-accent)] [--tw-prose-counters:var(--color-accent)]',
  '[--tw-prose-captions:var(--color-muted)] [--tw-prose-quotes:var(--color-ink)] [--tw-prose-quote-borders:var(--color-accent)]',
  '[--tw-prose-hr:var(--color-line)] [--tw-prose-code:var(--color-ink)]',
  'prose-headings:font-semibold prose-headings:tracking-tight prose-h2:font-display prose-h2:text-[1.75em] prose-h2:leading-tight prose-h3:font-display prose-h3:text-[1.375em] prose-h3:leading-snug prose-h4:text-[1.05em]',
  'prose-a:font-semibold prose-a:underline-offset-2 hover:prose-a:text-accent-hover',
  // Bullets are the site's list mark, an en dash in the accent (CheckList's short rule), not round dots.
  "[&_ul]:list-['–__'] prose-li:my-1.5 prose-figure:my-10 prose-img:mx-auto prose-figcaption:text-center prose-figcaption:text-sm",
  // A diagram (an SVG, drawn at 480 px with 32 px heads) at most 22 rem wide: its largest type then stays under the body's
  // h3 (24.75 px) and its smallest at 15 px or more, at 375 px too.
  "[&_img[src$='.svg']]:w-full [&_img[src$='.svg']]:max-w-[22rem]",
].join(' ');

/**
 * Citations and the Sources list (lib/render/sources.ts), added to `postProse` only on a body that has them
 * (`proseFor`), so a page without sources (a case study) carries none of their rules in its inlined stylesheet.
 */
export const postSources = [
  // Each citation number sits tight against its word, as a printed note mark does: a 24 px square target (WCAG 2.2's
  // minimum) whose negative margins take back all but the figure's own width, so neither the line's height nor its
  // spacing opens. In the list, "Back to text" is one 24 px tall link in small type after the source, and each later
  // mention a bare number in a 24 px square (hairline, the citation's figure style), a thin gap between them.
  '[&_sup]:align-[0.3em] [&_sup]:text-[max(0.75rem,0.7em)] [&_sup]:leading-none [&_sup]:font-semibold',
  '[&_sup_a]:relative [&_sup_a]:inline-block [&_sup_a]:min-w-6 [&_sup_a]:h-6 [&_sup_a]:-my-3 [&_sup_a]:-ml-2 [&_sup_a]:-mr-2 [&_sup_a]:px-1 [&_sup_a]:text-center [&_sup_a]:leading-6 [&_sup_a]:tabular-nums [&_sup_a]:no-underline hover:[&_sup_a]:underline',
  '[&_[data-footnotes]]:mt-14 [&_[data-footnotes]]:border-t [&_[data-footnotes]]:border-line [&_[data-footnotes]]:text-base [&_[data-footnotes]_h2]:mt-8',
  '[&_[data-footnotes]_li]:break-words [&_[data-footnote-backref]]:inline-block [&_[data-footnote-backref]]:min-h-6 [&_[data-footnote-backref]]:leading-6 [&_[data-footnote-backref]]:whitespace-nowrap [&_[data-footnote-backref]]:text-sm [&_[data-footnote-backref]]:font-semibold [&_[data-footnote-backref]]:text-accent [&_[data-footnote-backref]]:no-underline hover:[&_[data-footnote-backref]]:text-accent-hover hover:[&_[data-footnote-backref]]:underline',
  '[&_[data-footnote-backref]~[data-footnote-backref]]:ml-0.5 [&_[data-footnote-backref]~[data-footnote-backref]]:min-w-6 [&_[data-footnote-backref]~[data-footnote-backref]]:rounded-sm [&_[data-footnote-backref]~[data-footnote-backref]]:bg-accent-tint [&_[data-footnote-backref]~[data-footnote-backref]]:text-center [&_[data-footnote-backref]~[data-footnote-backref]]:text-xs [&_[data-footnote-backref]~[data-footnote-backref]]:tabular-nums',
].join(' ');

/** The body's classes: `postProse`, with the citations' and Sources list's when the HTML has them. */
export const proseFor = (html: string) => (html.includes('data-footnote') ? `${postProse} ${postSources}` : postProse);

/** The post title's classes (components/blog/PostHeader.tsx and the editor's preview). */
export const postTitle = 'mt-4 text-4xl leading-[1.08] tracking-tight md:text-5xl lg:text-[3.5rem]';

/** A category's label: the small tinted pill (components/ui/Badge.tsx and the editor's preview). */
export const badgePill = 'inline-flex items-center rounded-full bg-accent-tint px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent-hover';

/** The "In short" box above a post's body (components/blog/InShort.tsx and the editor's preview): box, label, text. */
export const inShortBox = ['mb-10 max-w-measure md:max-w-post border-l-2 border-accent py-1 pl-6', 'label-caps text-accent-hover', 'mt-2 text-lg leading-relaxed text-ink'] as const;
