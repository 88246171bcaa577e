import { OgCard } from '@/components/seo/OgCard';
import { caseStudyPage } from '@/lib/content/case-studies';
import { getCaseStudy, getExportedCaseStudySlugs } from '@/lib/render/case-studies';
import { ogPngResponse } from '@/lib/render/seo/og-cache';
import { ogFileName, slugFromOgFileName } from '@/lib/render/seo/og';

/** Each case study's share image, written to out/og/portfolio/{slug}.png: the client and the headline result. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedCaseStudySlugs().map((slug) => ({ image: ogFileName(slug) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/portfolio/[image]'>) {
  const study = getCaseStudy(slugFromOgFileName((await params).image));
  const card = study
    ? { label: `${caseStudyPage.eyebrow} · ${study.client}`, title: `${study.headline.value} ${study.headline.label}` }
    : { label: caseStudyPage.eyebrow, title: caseStudyPage.eyebrow };
  return ogPngResponse(OgCard(card));
}
