import { caseStudyPage as copy } from '@/content/case-studies';
import { pages } from '@/content/pages';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadlineFigure } from './HeadlineFigure';

/** The top of a case study: breadcrumbs, the title, the headline result set large, and the project's facts. */
export function CaseStudyHero({ study }: { study: CaseStudy }) {
  const facts = [
    { term: copy.clientLabel, detail: study.client },
    { term: copy.sectorLabel, detail: study.sector },
    { term: copy.serviceLabel, detail: study.services.map((service) => service.title).join(', ') },
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
        <div className="mt-8 grid gap-10 md:mt-12 lg:grid-cols-12 lg:items-end lg:gap-16">
          <div className="lg:col-span-7">
            <Eyebrow>
              {copy.eyebrow} · {study.client}
            </Eyebrow>
            <h1 id="page-title" className="mt-4 text-4xl font-bold leading-[1.1] tracking-tight md:text-5xl">
              {study.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{study.summary}</p>
          </div>
          <div className="rounded-card border border-line bg-paper p-6 md:p-8 lg:col-span-5">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{copy.headlineLabel}</h2>
            <HeadlineFigure stat={study.headline} size="large" className="mt-4" />
          </div>
        </div>
        <dl className="mt-10 grid gap-6 border-t border-line pt-6 sm:grid-cols-3 md:mt-14">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{fact.term}</dt>
              <dd className="mt-1 font-semibold text-ink">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
