/**
 * Speculation Rules for near-instant page loads: Chromium browsers prerender a same-site page
 * when the visitor shows intent to open it (hovering a link for a moment, or pressing on it).
 * Other browsers ignore the rules and navigate normally. The rules are an inline script, so the
 * Content-Security-Policy allows them by hash like every other inline script.
 */
import { basePath } from './url';

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: [basePath || '/', `${basePath}/*`] },
          // Framework assets and files (feed.xml, sitemap.xml, llms.txt...) are not pages.
          { not: { href_matches: [`${basePath}/_next/*`, `${basePath}/*.*`] } },
          // Links that open elsewhere, download, or jump within this page.
          { not: { selector_matches: ['[target]', '[download]', '[rel~="nofollow"]', '[href^="#"]'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rules as the text of a `<script type="speculationrules">`. */
export const speculationRulesJson = JSON.stringify(speculationRules);
