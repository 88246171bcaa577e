import type { Metadata } from 'next';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Figures } from '@/components/ui/Figures';
import { CaseStudyProof } from '@/components/case-studies/CaseStudyProof';
import { ContactSidebar } from '@/components/contact/ContactSidebar';
import { EnquiryForm } from '@/components/contact/EnquiryForm';
import { Island } from '@/components/islands/Island';
import { PageShell } from '@/components/layout/PageShell';
import { ContactJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { contactPage, contactProof, sentPage } from '@/lib/content/contact';
import { pages } from '@/lib/content/pages';
import { serviceSettings } from '@/lib/form-service/settings';
import { pageMetadata } from '@/lib/render/seo/metadata';
import { absoluteUrl, localHref } from '@/lib/render/url';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

export const metadata: Metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return (
    <PageShell current="/contact">
      <ContactJsonLd />
      <div className="bg-paper py-14 md:py-24">
        <Container>
          <div className="grid gap-8 lg:grid-cols-12 lg:gap-16">
            <header className="lg:col-span-7">
              <Eyebrow className="mb-4">{contactPage.eyebrow}</Eyebrow>
              <h1 className="text-display">{contactPage.headline}</h1>
              <p className="mt-5 max-w-measure text-balance text-lede text-muted">
                <Figures text={contactPage.intro} endTogether />
              </p>
            </header>
            <CaseStudyProof slug={contactProof.caseStudy} label={contactProof.label} compact className="border-l-2 border-accent pl-5 lg:col-span-5 lg:self-end lg:pl-8" />
            <FirstScreenEnd />
          </div>
          <div className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-3 lg:gap-10">
            <div className="rounded-card border border-line bg-white p-5 sm:p-8 lg:col-span-2 lg:p-10">
              <h2 id="enquiry-title" className="mb-6 text-2xl tracking-tight md:text-3xl">
                {contactPage.formTitle}
              </h2>
              <Island
                name="enquiry-form"
                component={EnquiryForm}
                props={{ service: serviceSettings(), next: absoluteUrl(sentPage.path), returnPath: localHref(sentPage.path), labelledBy: 'enquiry-title' }}
              />
            </div>
            <ContactSidebar />
          </div>
        </Container>
      </div>
    </PageShell>
  );
}
