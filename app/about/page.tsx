import type { Metadata } from 'next';
import { AboutCtas } from '@/components/about/AboutCtas';
import { Biography } from '@/components/about/Biography';
import { Career } from '@/components/about/Career';
import { Principles } from '@/components/about/Principles';
import { ProfileCard } from '@/components/about/ProfileCard';
import { Strengths } from '@/components/about/Strengths';
import { PageShell } from '@/components/layout/PageShell';
import { AboutJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { aboutIntro } from '@/lib/content/about';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/render/seo/metadata';

export const metadata: Metadata = pageMetadata(pages.about);

export default function AboutPage() {
  return (
    <PageShell current="/about" structuredData={<AboutJsonLd />}>
      <PageHero intro={aboutIntro} aside={<ProfileCard />} />
      <Biography />
      <Career />
      <Strengths />
      <Principles />
      <AboutCtas />
    </PageShell>
  );
}
