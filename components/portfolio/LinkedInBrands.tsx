import { CaseStudyProof } from '@/components/case-studies/CaseStudyProof';
import { authorOf, linkedinBrands, portfolioLinks } from '@/lib/content/portfolio';
import { caseStudyQuoting } from '@/lib/render/case-studies';
import { Section } from '@/components/ui/Section';
import { CreditRule } from '@/components/ui/Quotation';
import { OutboundLink } from './OutboundLink';

type Profile = NonNullable<ReturnType<typeof authorOf>>;

/** Whose name a post carries, credited as the site credits a speaker: a short rule in the accent, the name over the role. */
function AuthorLine({ author, className = '' }: { author: Profile; className?: string }) {
  return (
    <div className={`flex gap-3 sm:gap-4 ${className}`}>
      <CreditRule className="bg-accent" />
      <p className="min-w-0 text-sm leading-6">
        <span className="block label-caps text-ink">{author.name}</span>
        <span className="block text-muted">{author.role}</span>
      </p>
    </div>
  );
}

/** Ghostwritten LinkedIn work: the clients' profiles, then the series' posts as a numbered, ruled contents list. */
export function LinkedInBrands() {
  const brands = linkedinBrands;
  const authors = brands.posts.map((post) => authorOf(post.url));
  const seriesAuthor = authors[0] && authors.every((author) => author === authors[0]) ? authors[0] : undefined;
  const study = seriesAuthor && caseStudyQuoting(seriesAuthor.name);
  return (
    <Section
      id={brands.id}
      eyebrow={brands.eyebrow}
      title={brands.title}
      intro={brands.intro}
      headerAside={
        <>
          <h3 className="label-caps text-muted">{brands.profilesTitle}</h3>
          {/* Her clients by name, set in the serif as a by-line is, beside the heading from 768 px: no stand-in portrait
              where she has no photograph, and no empty half beside a short heading. */}
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-5 md:grid-cols-1 md:gap-0">
            {brands.profiles.map((profile) => (
              <li key={profile.url}>
                <article className="border-t border-ink pt-4 md:pb-5">
                  <h4 className="font-display text-2xl font-semibold tracking-tight">{profile.name}</h4>
                  <p className="mt-1 text-muted">{profile.role}</p>
                  <OutboundLink href={profile.url} action={portfolioLinks.viewProfile} name={profile.name} className="mt-1" />
                </article>
              </li>
            ))}
          </ul>
        </>
      }
    >
      {/* The series as a claim and its evidence from 1,024 px: what it is and whose name it went out under in a narrow
          column, beside its posts. */}
      <div className="mt-4 md:mt-8 lg:grid lg:grid-cols-12 lg:gap-x-16">
        <div className="lg:col-span-4 lg:self-start lg:sticky lg:top-28">
          <h3 className="label-caps text-muted">{brands.seriesTitle}</h3>
          <p className="mt-3 max-w-measure text-muted">{brands.seriesIntro}</p>
          {/* The series went out under one name: it is said once, over the posts, as the feed's author line. */}
          {seriesAuthor && <AuthorLine author={seriesAuthor} className="mt-5" />}
          {/* What the series did, when a case study tells it (its client's quote is the author's): its result and the way to it. */}
          {study && <CaseStudyProof slug={study.slug} label={brands.seriesResult} className="mt-6 border-t border-line pt-5" />}
        </div>
        {/* The series as a magazine sets its contents: one ruled row a post under a rule in ink, its label (the series'
            name over the post's number, large in the serif) in a column of its own, the post's opening line beside it
            at a reading width, and View Post at the row's end (under the line below 768 px). So five posts or twelve
            read as one list, each opening on one or two lines, never a row of narrow cards. */}
        <ol className="mt-6 border-t border-ink lg:col-span-8 lg:mt-0">
          {brands.posts.map((post, index) => {
            const author = seriesAuthor ? undefined : authors[index];
            return (
              <li key={post.url} className="max-w-none border-b border-line">
                <article className="grid grid-cols-[6.25rem_minmax(0,1fr)] gap-x-4 py-5 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-x-6 md:grid-cols-[7rem_minmax(0,1fr)_auto] md:items-baseline md:gap-x-8 md:py-6">
                  <h4 className="row-span-2 md:row-span-1">
                    <span className="block label-caps leading-4 text-muted">{brands.seriesName}</span>{' '}
                    <span className="mt-1 block font-display text-4xl font-semibold leading-none tracking-tight text-accent md:text-5xl">#{post.number}</span>
                  </h4>
                  <div className="min-w-0">
                    {author && <AuthorLine author={author} className="mb-3" />}
                    <p className="max-w-[38rem] text-balance font-display text-xl font-semibold leading-snug tracking-tight text-ink md:text-2xl md:leading-snug">{post.hook}</p>
                  </div>
                  <OutboundLink href={post.url} action={portfolioLinks.viewPost} name={`${brands.seriesName} #${post.number}`} className="col-start-2 mt-1 justify-self-start md:col-start-3 md:mt-0" />
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
