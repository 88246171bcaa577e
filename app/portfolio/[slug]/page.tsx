import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { caseStudyCta } from '@/lib/content/case-studies';
import { getAllCaseStudies, getCaseStudy, getExportedCaseStudySlugs } from '@/lib/render/case-studies';
import { caseStudyMetadata } from '@/lib/render/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { CaseStudyHero } from '@/components/case-studies/CaseStudyHero';
import { CaseStudyStory } from '@/components/case-studies/CaseStudyStory';
import { NextCaseStudy } from '@/components/case-studies/NextCaseStudy';
import { RelatedServices } from '@/components/case-studies/RelatedServices';
import { CaseStudyJsonLd } from '@/components/seo/PageJsonLd';
import { CtaBand } from '@/components/ui/CtaBand';

/** Only the case studies that exist are pages; any other /portfolio/{slug} is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedCaseStudySlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/portfolio/[slug]'>): Promise<Metadata> {
  const study = getCaseStudy((await params).slug);
  return study ? caseStudyMetadata(study) : { robots: { index: false } };
}

/** A case study: headline result, challenge, approach, results, quote, related services, the next case study, then the way to /contact. */
export default async function CaseStudyPage({ params }: PageProps<'/portfolio/[slug]'>) {
  const study = getCaseStudy((await params).slug);
  // The placeholder an empty folder exports is removed after the build.
  if (!study) notFound();
  return (
    <PageShell current="/portfolio" structuredData={<CaseStudyJsonLd study={study} />}>
      <CaseStudyHero study={study} />
      <CaseStudyStory study={study} />
      <RelatedServices services={study.services} />
      <NextCaseStudy study={study} studies={getAllCaseStudies()} />
      <CtaBand copy={caseStudyCta} />
    </PageShell>
  );
}
