import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { ServiceFamilySection } from '@/components/services/ServiceFamilySection';
import { ServiceJumpLinks } from '@/components/services/ServiceJumpLinks';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { serviceFamilies, servicesCta, servicesIntro, servicesMeta } from '@/content/services';

export const metadata: Metadata = { title: servicesMeta.title, description: servicesMeta.description };

export default function ServicesPage() {
  return (
    <PageShell current="/services">
      <PageHero intro={servicesIntro} aside={<ServiceJumpLinks />} />
      {serviceFamilies.map((family, index) => (
        <ServiceFamilySection key={family.id} family={family} tone={index % 2 === 0 ? 'paper' : 'white'} />
      ))}
      <CtaBand copy={servicesCta} />
    </PageShell>
  );
}
