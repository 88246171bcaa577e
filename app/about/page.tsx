import type { Metadata } from 'next';
import { AboutCtas } from '@/components/about/AboutCtas';
import { Biography } from '@/components/about/Biography';
import { Principles } from '@/components/about/Principles';
import { ProfileCard } from '@/components/about/ProfileCard';
import { Strengths } from '@/components/about/Strengths';
import { PageShell } from '@/components/layout/PageShell';
import { PageHero } from '@/components/ui/PageHero';
import { aboutIntro, aboutMeta } from '@/content/about';

export const metadata: Metadata = { title: aboutMeta.title, description: aboutMeta.description };

export default function AboutPage() {
  return (
    <PageShell current="/about">
      <PageHero intro={aboutIntro} aside={<ProfileCard />} />
      <Biography />
      <Strengths />
      <Principles />
      <AboutCtas />
    </PageShell>
  );
}
