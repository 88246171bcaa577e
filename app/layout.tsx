import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/content/site';
import { colour } from '@/lib/render/colours';
import { rootMetadata } from '@/lib/render/seo/metadata';
import { firstScreenEndId } from '@/lib/render/first-screen';
import { own } from '@/lib/render/own-markup';
import { speculationRulesJson } from '@/lib/render/speculation-rules';
import { localHref } from '@/lib/render/url';
import { fraunces, inter } from './fonts';
import './globals.css';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = { themeColor: colour.accent, width: 'device-width', initialScale: 1 };

/**
 * Runs before first paint: marks post addresses (/blog/{anything}, one level down; not /blog/category/...),
 * where the 404 page shows its 'Post Not Found' screen (app/globals.css).
 */
const blogPrefix = JSON.stringify(localHref('/blog/'));
const blogFlag =
  `var d=document.documentElement,p=location.pathname;` +
  `if(p.indexOf(${blogPrefix})===0&&p.length>${blogPrefix}.length&&p.indexOf("/",${blogPrefix}.length)<0)d.dataset.inBlog=""`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        <script {...own} dangerouslySetInnerHTML={{ __html: blogFlag }} />
        {/* First paint waits for the page's opening block, never for a half-parsed one (lib/render/first-screen.ts). */}
        <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />
        <script type="speculationrules" {...own} dangerouslySetInnerHTML={{ __html: speculationRulesJson }} />
      </head>
      <body>
        {children}
        <script src={localHref('/enhance.js')} defer {...own} />
      </body>
    </html>
  );
}
