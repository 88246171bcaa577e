import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { CategoryJumpLinks } from '@/components/portfolio/CategoryJumpLinks';
import { ImpactStats } from '@/components/portfolio/ImpactStats';
import { LinkedInBrands } from '@/components/portfolio/LinkedInBrands';
import { WorkSamples } from '@/components/portfolio/WorkSamples';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { portfolioCta, portfolioIntro, portfolioMeta } from '@/content/portfolio';

export const metadata: Metadata = { title: portfolioMeta.title, description: portfolioMeta.description };

export default function PortfolioPage() {
  return (
    <PageShell current="/portfolio">
      <PageHero intro={portfolioIntro}>
        <CategoryJumpLinks />
      </PageHero>
      <WorkSamples />
      <LinkedInBrands />
      <ImpactStats />
      <CtaBand copy={portfolioCta} tone="white" />
    </PageShell>
  );
}
