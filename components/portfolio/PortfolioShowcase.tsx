import { heroProof } from '@/lib/content/case-studies';
import { portfolioCategories, portfolioFile, portfolioShowcase } from '@/lib/content/portfolio';
import { sampleCoverKey } from '@/lib/render/covers';
import { siteOf } from '@/lib/render/url';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { CreditRule } from '@/components/ui/Quotation';

/** The work samples `showcase` names, by title; the build stops if one names none. */
function showcased() {
  const samples = portfolioCategories.flatMap((category) => category.items);
  return [portfolioShowcase.first, portfolioShowcase.second].map((title) => {
    const item = samples.find((candidate) => candidate.title === title);
    if (!item) throw new Error(`content/pages/portfolio.json: "showcase" names "${title}", which is not the title of a work sample in ${portfolioFile}`);
    return item;
  });
}

/**
 * The portfolio's first screen shows the work: two pieces as their readers met them (their covers: a page in its
 * browser, a leaflet, a post in the feed), each with a credit set as the site sets every credit. On phones the first
 * alone, so its type stays legible; from 640 px both side by side, and stacked in the hero's second column from
 * 1,024 px. They are not the case studies' pieces, whose covers follow straight after.
 */
export function PortfolioShowcase() {
  return (
    <div className="border-t-[3px] border-ink pt-3">
      <p className="max-w-none text-xs font-semibold uppercase leading-5 tracking-[0.14em] text-muted">{heroProof.workLabel}</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
        {showcased().map((item, index) => (
          <figure key={item.url} className={index > 0 ? 'hidden sm:block lg:ml-14' : 'lg:mr-14'}>
            <CoverPicture
              coverKey={sampleCoverKey(item.title)}
              sizes="(min-width: 1152px) 23rem, (min-width: 1024px) 34vw, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)"
              eager={index === 0}
              className="rounded-card border border-line"
            />
            <figcaption className="mt-3 flex gap-3 text-sm leading-6 text-muted">
              <CreditRule className="bg-accent" />
              <span className="min-w-0">
                <span className="block text-xs font-semibold uppercase leading-6 tracking-[0.14em] text-ink">
                  {item.title}
                  <span className="sr-only">,</span>
                </span>
                <span className="whitespace-nowrap">{item.type}</span>
                <span aria-hidden="true" className="mx-2 text-accent">
                  /
                </span>
                {/* The address may go to the next line whole, never broken inside. */}
                <wbr />
                <cite className="whitespace-nowrap not-italic">{siteOf(item.url)}</cite>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
