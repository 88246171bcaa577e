import type { Metadata } from 'next';
import { CaseStudyProof } from '@/components/case-studies/CaseStudyProof';
import { PageShell } from '@/components/layout/PageShell';
import { ServicesJsonLd } from '@/components/seo/PageJsonLd';
import { ServiceFamilySection } from '@/components/services/ServiceFamilySection';
import { ServiceJumpLinks } from '@/components/services/ServiceJumpLinks';
import { ServicesFaq } from '@/components/services/ServicesFaq';
import { PricingNote } from '@/components/services/PricingNote';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { serviceFamilies, servicesCta, servicesIntro, servicesProof } from '@/lib/content/services';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/render/seo/metadata';

export const metadata: Metadata = pageMetadata(pages.services);

export default function ServicesPage() {
  const faqTone = serviceFamilies.length % 2 === 0 ? 'paper' : 'white';
  return (
    <PageShell current="/services" structuredData={<ServicesJsonLd />}>
      <PageHero intro={servicesIntro} aside={<CaseStudyProof slug={servicesProof.caseStudy} label={servicesProof.label} quote={servicesProof.quote} className="lg:border-l lg:border-line lg:pl-12" />}>
        <ServiceJumpLinks />
      </PageHero>
      {/* The price anchor before the offerings: the usual project is read before any one piece's starting price. */}
      <PricingNote />
      {serviceFamilies.map((family, index) => (
        <ServiceFamilySection key={family.id} family={family} tone={index % 2 === 0 ? 'paper' : 'white'} />
      ))}
      {/* The closing band on the FAQ's ground, joined to it: one section's rhythm between them, parted by its heavy rule. */}
      <ServicesFaq tone={faqTone} />
      <CtaBand copy={servicesCta} tone={faqTone} joined />
    </PageShell>
  );
}
