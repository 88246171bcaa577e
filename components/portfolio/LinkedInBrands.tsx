import { linkedinBrands, portfolioLinks } from '@/lib/content/portfolio';
import { coverChrome } from '@/lib/render/covers';
import { Section } from '@/components/ui/Section';
import { OutboundLink } from './OutboundLink';
import { evenRows, type EvenRows } from '@/lib/render/even-rows';
import { sidewaysRow } from '@/components/ui/sideways-row';

/**
 * From 1,024 px: the list's grid, the lead post's cell when seven share it, and the hook's size where five share a row
 * (lib/render/even-rows.ts).
 */
const seriesGrid: Record<EvenRows, { list: string; lead: string; hook: string }> = {
  one: { list: 'lg:grid-cols-1', lead: '', hook: '' },
  two: { list: 'lg:grid-cols-2', lead: '', hook: '' },
  three: { list: 'lg:grid-cols-3', lead: '', hook: '' },
  five: { list: 'lg:grid-cols-5', lead: '', hook: 'lg:text-base' },
  'lead-three': { list: 'lg:grid-cols-4', lead: 'lg:row-span-2', hook: '' },
};

/** Initials for a client's avatar disc, e.g. "Daniel Reeve" -> "DR". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

type Profile = (typeof linkedinBrands.profiles)[number];

/** Whose name a post went out under: the profile whose LinkedIn handle the post's address carries. */
function authorOf(url: string, profiles: Profile[]): Profile | undefined {
  const handle = (profile: Profile) => /linkedin\.com\/in\/([^/?#]+)/i.exec(profile.url)?.[1]?.toLowerCase();
  return profiles.find((profile) => {
    const own = handle(profile);
    return own !== undefined && new RegExp(`/posts/${own}_`, 'i').test(url);
  });
}

/** Whose name a post carries, as the feed sets it: initials in a disc, the name over the role. */
function AuthorLine({ author, className = '' }: { author: Profile; className?: string }) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-paper font-display text-base font-semibold text-ink ring-1 ring-line ring-inset">
        {initials(author.name)}
      </span>
      <p className="min-w-0 text-sm leading-tight">
        <span className="block font-semibold text-ink">{author.name}</span>
        <span className="block text-muted">{author.role}</span>
      </p>
    </div>
  );
}

/** Ghostwritten LinkedIn work: the clients' profiles, then the numbered VC Insight posts. */
export function LinkedInBrands() {
  const brands = linkedinBrands;
  const authors = brands.posts.map((post) => authorOf(post.url, brands.profiles));
  const seriesAuthor = authors[0] && authors.every((author) => author === authors[0]) ? authors[0] : undefined;
  const grid = seriesGrid[evenRows(brands.posts.length)];
  return (
    <Section id={brands.id} eyebrow={brands.eyebrow} title={brands.title} intro={brands.intro}>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">{brands.profilesTitle}</h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-2 md:gap-5">
        {brands.profiles.map((profile) => (
          <li key={profile.url}>
            <article className="flex gap-4 border-t border-ink pt-5 sm:gap-5">
              <span
                aria-hidden="true"
                className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-paper font-display text-xl font-semibold text-ink ring-1 ring-line ring-inset"
              >
                {initials(profile.name)}
              </span>
              <div className="min-w-0">
                <h4 className="text-lg font-semibold tracking-tight">{profile.name}</h4>
                <p className="text-muted">{profile.role}</p>
                <OutboundLink href={profile.url} action={portfolioLinks.viewProfile} name={profile.name} className="mt-2" />
              </div>
            </article>
          </li>
        ))}
      </ul>

      <div className="mt-10 md:mt-16">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">{brands.seriesTitle}</h3>
        <p className="mt-3 max-w-measure text-muted">{brands.seriesIntro}</p>
        {/* The series went out under one name: it is said once, over the posts, as the feed's author line. */}
        {seriesAuthor && <AuthorLine author={seriesAuthor} className="mt-5" />}
        {/* Each post as its readers met it in the feed: the opening lines, cut where the feed cuts them (with the
            author's name and role over them only when the series has more than one author). One row that scrolls
            sideways and snaps post by post below 1,024 px (the next post showing at the edge); from 1,024 px a grid whose
            rows are all full: five as one row of five, seven as the first post two rows tall, its opening set large,
            beside the other six three by two (the row: components/ui/sideways-row.ts). */}
        <ol className={`${sidewaysRow} mt-6 lg:gap-6 ${grid.list}`}>
          {brands.posts.map((post, index) => {
            const label = `${brands.seriesName} #${post.number}`;
            const author = seriesAuthor ? undefined : authors[index];
            const lead = index === 0 && grid.lead !== '';
            return (
              <li
                key={post.url}
                className={`w-[82%] max-w-none shrink-0 snap-start sm:w-[21rem] lg:w-auto ${lead ? grid.lead : ''}`}
              >
                <article className="flex h-full flex-col rounded-card border border-line bg-white p-5">
                  {author && <AuthorLine author={author} className="mb-4" />}
                  <p className={`mb-5 text-lg font-medium leading-snug text-ink text-pretty ${grid.hook} ${lead ? 'lg:font-display lg:text-3xl lg:font-semibold lg:leading-tight lg:tracking-tight lg:text-balance' : ''}`}>
                    {post.hook}
                    <span aria-hidden="true" className={`ml-1 whitespace-nowrap font-normal text-muted ${lead ? 'lg:font-sans lg:text-lg lg:tracking-normal' : ''}`}>{coverChrome.seeMore}</span>
                  </p>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 border-t border-line pt-3">
                    <h4 className="text-xs font-bold uppercase tracking-[0.16em] text-accent">{label}</h4>
                    <OutboundLink href={post.url} action={portfolioLinks.viewPost} name={label} />
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
