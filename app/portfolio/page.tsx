import type { Metadata } from 'next';
import { CaseStudiesSection } from '@/components/case-studies/CaseStudiesSection';
import { PageShell } from '@/components/layout/PageShell';
import { CategoryJumpLinks } from '@/components/portfolio/CategoryJumpLinks';
import { ImpactStats } from '@/components/portfolio/ImpactStats';
import { PortfolioShowcase } from '@/components/portfolio/PortfolioShowcase';
import { LinkedInBrands } from '@/components/portfolio/LinkedInBrands';
import { WorkSamples } from '@/components/portfolio/WorkSamples';
import { PortfolioJsonLd } from '@/components/seo/PageJsonLd';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { portfolioCta, portfolioIntro } from '@/lib/content/portfolio';
import { pages } from '@/lib/content/pages';
import { getAllCaseStudies } from '@/lib/render/case-studies';
import { pageMetadata } from '@/lib/render/seo/metadata';

export const metadata: Metadata = pageMetadata(pages.portfolio);

export default function PortfolioPage() {
  const caseStudies = getAllCaseStudies();
  return (
    <PageShell current="/portfolio" structuredData={<PortfolioJsonLd studies={caseStudies} />}>
      <PageHero intro={portfolioIntro} aside={<PortfolioShowcase />}>
        <CategoryJumpLinks withCaseStudies={caseStudies.length > 0} />
      </PageHero>
      <CaseStudiesSection studies={caseStudies} />
      <ImpactStats />
      <WorkSamples />
      <LinkedInBrands />
      <CtaBand copy={portfolioCta} />
    </PageShell>
  );
}
