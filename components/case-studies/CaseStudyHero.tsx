import { caseStudyPage as copy, heroProof } from '@/lib/content/case-studies';
import { Figures } from '@/components/ui/Figures';
import { pages } from '@/lib/content/pages';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadlineFigure } from './HeadlineFigure';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { WorkExcerpt } from '@/components/ui/WorkExcerpt';

/**
 * The top of a case study: breadcrumbs, the title, the headline result set large, and the project's facts. The work
 * (the owner's cover image, or a line of the piece set as a pull quote) sits beside the title from 1,024 px;
 * below, it follows the facts at a card's width, so the result is read before the first scroll.
 */
export function CaseStudyHero({ study }: { study: CaseStudy }) {
  const facts = [
    { term: copy.clientLabel, detail: study.client },
    { term: copy.sectorLabel, detail: study.sector },
    {
      term: copy.serviceLabel,
      // One service a line (a run of long titles wrapped into a ragged block); the comma stays for screen readers.
      detail: study.services.map((service, index) => (
        <span key={service.title} className="block not-first:mt-1.5">
          {service.title}
          {index < study.services.length - 1 && <span className="sr-only">, </span>}
        </span>
      )),
    },
  ];
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-white pb-14 pt-6 md:pb-20 md:pt-10">
      <Container>
        <Breadcrumbs
          label={copy.breadcrumbLabel}
          trail={[
            { name: pages.home.label, path: pages.home.path },
            { name: pages.portfolio.label, path: pages.portfolio.path },
            { name: study.client, path: caseStudyPath(study.slug) },
          ]}
        />
        <div className="mt-8 grid gap-10 md:mt-12 lg:grid-cols-12 lg:items-center lg:gap-16">
          <div className="lg:col-span-7">
            <Eyebrow>
              {copy.eyebrow} · {study.client}
            </Eyebrow>
            <h1 id="page-title" className="mt-4 text-4xl leading-[1.08] tracking-tight md:text-5xl lg:text-6xl">
              {study.title}
            </h1>
            <p className="mt-6 max-w-measure text-balance text-lede text-standfirst">
              <Figures text={study.summary} endTogether />
            </p>
          </div>
          <div className="grid gap-8 border-t border-line pt-8 md:grid-cols-12 md:gap-10 lg:col-span-12">
            <div className="md:col-span-4 lg:col-span-5">
              <h2 className="font-sans label-caps text-muted">{copy.headlineLabel}</h2>
              <HeadlineFigure stat={study.headline} size="large" className="mt-4" />
            </div>
            {/* The facts as a ruled table: each term in a column of its own, its detail beside it. At 768 the table takes
                two thirds, its terms a narrow column and its details body size, so a service's name holds one line. */}
            <dl className="md:col-span-8 lg:col-span-7 [&>div:first-child]:pt-0">
              {facts.map((fact) => (
                <div key={fact.term} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-baseline gap-x-4 border-b border-line py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6 md:max-lg:grid-cols-[5.5rem_minmax(0,1fr)] md:max-lg:gap-x-4">
                  <dt className="label-caps text-muted">{fact.term}</dt>
                  <dd className="max-w-none font-semibold leading-snug text-ink md:max-lg:text-base">{fact.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* Across the column below 1,024 px, so its rule runs to the same edge as the rules above it; the line of
              work inside keeps a card's measure. */}
          <div className="lg:col-span-5 lg:col-start-8 lg:row-start-1">
            {/* The owner's own image when the study names one; otherwise the work itself, set in the page's faces. */}
            {study.cover ? (
              <CoverPicture
                coverKey={caseStudyCoverKey(study.slug)}
                sizes="(min-width: 1152px) 26rem, (min-width: 1024px) 38vw, (min-width: 640px) 36rem, 100vw"
                eager
                className="max-w-xl rounded-card border border-line lg:max-w-none"
              />
            ) : (
              <WorkExcerpt excerpt={study.excerpt} label={heroProof.workLabel} url={study.url} client={study.client} kind={study.sector} className="[&_blockquote]:max-w-xl lg:[&_blockquote]:max-w-none" />
            )}
          </div>
        </div>
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
