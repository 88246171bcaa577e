import type { Metadata } from 'next';
import { Audiences } from '@/components/home/Audiences';
import { Hero } from '@/components/home/Hero';
import { HowItWorks } from '@/components/home/HowItWorks';
import { PainPoints } from '@/components/home/PainPoints';
import { Proof } from '@/components/home/Proof';
import { PageShell } from '@/components/layout/PageShell';
import { CtaBand } from '@/components/ui/CtaBand';
import { closingCta, homeMeta } from '@/content/home';

export const metadata: Metadata = {
  title: { absolute: homeMeta.title },
  description: homeMeta.description,
};

export default function HomePage() {
  return (
    <PageShell current="/">
      <Hero />
      <PainPoints />
      <HowItWorks />
      <Audiences />
      <Proof />
      <CtaBand copy={closingCta} />
    </PageShell>
  );
}
