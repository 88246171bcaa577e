import type { Metadata } from 'next';
import { Audiences } from '@/components/home/Audiences';
import { Hero } from '@/components/home/Hero';
import { HowItWorks } from '@/components/home/HowItWorks';
import { PainPoints } from '@/components/home/PainPoints';
import { Proof } from '@/components/home/Proof';
import { SelectedWork } from '@/components/home/SelectedWork';
import { PageShell } from '@/components/layout/PageShell';
import { HomeJsonLd } from '@/components/seo/PageJsonLd';
import { CtaBand } from '@/components/ui/CtaBand';
import { closingCta } from '@/lib/content/home';
import { pages } from '@/lib/content/pages';
import { getFeaturedCaseStudy } from '@/lib/render/case-studies';
import { pageMetadata } from '@/lib/render/seo/metadata';

export const metadata: Metadata = pageMetadata(pages.home);

export default function HomePage() {
  const featured = getFeaturedCaseStudy();
  return (
    <PageShell current="/" structuredData={<HomeJsonLd />}>
      <Hero proof={featured} />
      <Proof />
      <SelectedWork />
      <PainPoints />
      <HowItWorks />
      <Audiences />
      <CtaBand copy={closingCta} tone="white" />
    </PageShell>
  );
}
