import type { Metadata } from 'next';
import { Emphasis } from '@/components/ui/Emphasis';
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
    <PageShell current="/contact" structuredData={<ContactJsonLd />}>
      {/* On phones the heading, its intro, the result line and the form's first fields share the first screen. */}
      {/* The heading band on white, as every page opens under the top bar, ruled off from the form on paper. */}
      <div className="border-b border-line bg-white pb-5 pt-6 md:pb-14 md:pt-16 lg:pt-20">
        <Container>
          {/* From 768 px the result sits beside the intro rather than under it. From 1,024 px the heading has the left
              column to itself and the right one starts level with its top (under the eyebrow's line and gap: mt-11):
              the intro, then the result under it, so no part of the band is left empty. */}
          <div className="grid gap-5 md:grid-cols-12 md:gap-x-10 md:gap-y-6 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
            <header className="md:contents">
              <div className="md:col-span-12 lg:col-span-7 lg:row-span-2">
                <Eyebrow className="mb-3 md:mb-4">{contactPage.eyebrow}</Eyebrow>
                <h1 className="text-display">
                  <Emphasis text={contactPage.headline} emphasis={contactPage.emphasis} />
                </h1>
              </div>
              <p className="mt-5 max-w-measure text-balance text-lede text-standfirst md:col-span-7 md:mt-2 lg:col-span-5 lg:col-start-8 lg:row-start-1 lg:mt-11">
                <Figures text={contactPage.intro} endTogether />
              </p>
            </header>
            <CaseStudyProof
              slug={contactProof.caseStudy}
              label={contactProof.label}
              compact
              className="border-l-2 border-accent pl-4 md:col-span-5 md:self-center md:pl-5 lg:col-start-8 lg:row-start-2 lg:self-start lg:pl-8"
            />
            <FirstScreenEnd />
          </div>
        </Container>
      </div>
      <div className="bg-paper pb-14 pt-5 md:pb-24 md:pt-14">
        <Container>
          <div className="grid gap-10 md:gap-8 lg:grid-cols-3 lg:gap-10">
            <div className="rounded-card border border-line bg-white p-4 sm:p-8 lg:col-span-2 lg:p-10">
              <h2 id="enquiry-title" className="mb-4 text-2xl tracking-tight md:mb-6 md:text-3xl">
                {contactPage.formTitle}
              </h2>
              <Island
                name="enquiry-form"
                component={EnquiryForm}
                props={{ service: serviceSettings(), next: absoluteUrl(sentPage.path), returnPath: localHref(sentPage.path), labelledBy: 'enquiry-title' }}
              />
            </div>
            <ContactSidebar quote={contactProof.quote} />
          </div>
        </Container>
      </div>
    </PageShell>
  );
}
