import { linkedinBrands, portfolioLinks } from '@/content/portfolio';
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

/**
 * Grid placement for the post cards on a six-column grid: three to a row, and when two are
 * left over they share the last row, so no row has a hole. On two columns a lone last card spans both.
 */
function spanFor(index: number, count: number): string {
  const lastRowOfTwo = count % 3 === 2 && index >= count - 2;
  const loneOnTablet = count % 2 === 1 && index === count - 1;
  return `${lastRowOfTwo ? 'lg:col-span-3' : 'lg:col-span-2'} ${loneOnTablet ? 'sm:col-span-2' : ''}`;
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
            <article className="flex gap-4 rounded-card border border-line bg-white p-6 sm:gap-5">
              <span
                aria-hidden="true"
                className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-tint text-lg font-bold text-accent-hover"
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

      <div className="mt-14 md:mt-16">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">{brands.seriesTitle}</h3>
        <p className="mt-3 max-w-measure text-muted">{brands.seriesIntro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-6">
          {brands.posts.map((post, index) => {
            const label = `${brands.seriesName} #${post.number}`;
            return (
              <li key={post.url} className={spanFor(index, brands.posts.length)}>
                <article className="flex h-full flex-col rounded-card border border-line bg-paper p-6">
                  <h4 className="text-sm font-bold uppercase tracking-wider text-accent">{label}</h4>
                  <p className="mt-3 text-lg font-medium leading-snug text-ink">{post.hook}</p>
                  <div className="mt-auto pt-5">
                    <OutboundLink href={post.url} action={portfolioLinks.viewPost} name={label} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
