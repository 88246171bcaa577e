import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { rootMetadata } from '@/lib/seo/metadata';
import { speculationRulesJson } from '@/lib/speculation-rules';
import { localHref } from '@/lib/url';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 };

/** Marks the document as scripted before first paint, so the phone menu collapses without a shift. */
const jsFlag = 'document.documentElement.dataset.js=""';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: jsFlag }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesJson }} />
      </head>
      <body>
        {children}
        <script src={localHref('/enhance.js')} defer />
      </body>
    </html>
  );
}
