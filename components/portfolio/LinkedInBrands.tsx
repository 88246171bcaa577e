import { linkedinBrands, portfolioLinks } from '@/lib/content/portfolio';
import { Section } from '@/components/ui/Section';
import { OutboundLink } from './OutboundLink';

/** Initials for a client's avatar disc, e.g. "Daniel Reeve" -> "DR". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Ghostwritten LinkedIn work: the clients' profiles, then the numbered VC Insight posts. */
export function LinkedInBrands() {
  const brands = linkedinBrands;
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
        {/* A ruled list, one post a row: any number of posts lays out without an empty cell or a ragged last row. */}
        <ol className="mt-6 border-t border-line">
          {brands.posts.map((post) => {
            const label = `${brands.seriesName} #${post.number}`;
            return (
              <li key={post.url} className="max-w-none border-b border-line py-4 md:py-6">
                {/* The link sits under the line it opens, not at the row's far end. */}
                <article className="md:grid md:grid-cols-[10rem_1fr] md:items-baseline md:gap-x-8">
                  <h4 className="text-sm font-bold uppercase tracking-wider text-accent">{label}</h4>
                  <p className="mt-1.5 max-w-measure text-lg font-medium leading-snug text-ink md:mt-0">{post.hook}</p>
                  <OutboundLink href={post.url} action={portfolioLinks.viewPost} name={label} className="mt-1 md:col-start-2 md:justify-self-start" />
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
