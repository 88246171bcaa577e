import type { Metadata } from 'next';
import { ContactSidebar } from '@/components/contact/ContactSidebar';
import { EnquiryForm } from '@/components/contact/EnquiryForm';
import { PageShell } from '@/components/layout/PageShell';
import { ContactJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { contactPage, sentPage } from '@/content/contact';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { ajaxEndpoint, plainEndpoint } from '@/lib/browser/enquiry';
import { pageMetadata } from '@/lib/render/seo/metadata';
import { absoluteUrl } from '@/lib/render/url';

export const metadata: Metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return (
    <PageShell current="/contact">
      <ContactJsonLd />
      <div className="bg-paper py-14 md:py-24">
        <Container>
          <header className="max-w-3xl">
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent">{contactPage.eyebrow}</p>
            <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{contactPage.headline}</h1>
            <p className="mt-5 text-lg text-muted">{contactPage.intro}</p>
          </header>
          <div className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-3 lg:gap-10">
            <div className="rounded-card border border-line bg-white p-6 sm:p-8 lg:col-span-2 lg:p-10">
              <h2 id="enquiry-title" className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">
                {contactPage.formTitle}
              </h2>
              <EnquiryForm
                ajaxUrl={ajaxEndpoint(site.formEndpoint, site.email)}
                action={plainEndpoint(site.formEndpoint, site.email)}
                to={site.email}
                next={absoluteUrl(sentPage.path)}
                labelledBy="enquiry-title"
              />
            </div>
            <ContactSidebar />
          </div>
        </Container>
      </div>
    </PageShell>
  );
}
