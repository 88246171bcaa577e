import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * Header, main landmark and footer around a page. `current` is the page's path, used to mark
 * the active navigation link (a server component cannot read the URL, so each page names itself).
 * `structuredData` (the page's JSON-LD) goes after the footer: crawlers read it anywhere, and there its bytes are not
 * among those a first paint waits for (tests/gates/headline.ts counts up to the first screen's end).
 */
export function PageShell({ current, structuredData, children }: { current?: string; structuredData?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SiteHeader current={current} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {structuredData}
    </>
  );
}
