import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * Header, main landmark and footer around a page. `current` is the page's path, used to mark
 * the active navigation link (a server component cannot read the URL, so each page names itself).
 */
export function PageShell({ current, children }: { current?: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader current={current} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
