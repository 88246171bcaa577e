import type { Metadata } from 'next';
import { EnquirySent } from '@/components/contact/EnquirySent';
import { PageShell } from '@/components/layout/PageShell';
import { sentPage } from '@/lib/content/contact';
import { pageMetadata } from '@/lib/render/seo/metadata';

/** Unlisted (`unlistedPaths`, lib/content/pages.ts): noindex, and out of the sitemap and llms.txt. */
export const metadata: Metadata = pageMetadata(sentPage);

export default function EnquirySentPage() {
  return (
    <PageShell current="/contact">
      <EnquirySent />
    </PageShell>
  );
}
