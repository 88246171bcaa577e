/**
 * Her faces on a first visit over a throttled phone: every template ends with its <h1> in the display face and its
 * text in the text face, as CDP reports them, and the phrase a headline sets in italics (`emphasis` in content/) in the
 * display face's own italic, not a slanted roman, as is every other run of text set in that italic. The faces are
 * held until the first paint (the worst case), and the layout shift at the swap stays within `pageBudget.fontSwapShift`:
 * a line that wraps differently in its fallback moves what follows (docs/performance.md "Fonts"). Each test has a
 * context of its own: each page is a first visit.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { hero } from '../lib/content/home';
import { pageBudget } from '../scripts/budgets';
import { exported, sitePath } from './support/site';
import { routesOf, sampleRoutes } from '../tests/support/routes';
import { throttle } from '../tests/support/throttle';

/** The family names in the subset files' name tables (scripts/prebuild/subset-font.ts keeps them). */
const faces = { display: 'Fraunces', text: 'Inter' };
/** The PostScript name of the display face's italic (its own file, app/fonts/fraunces-italic.woff2). */
const displayItalic = 'Fraunces-Italic';

declare global {
  interface Window {
    /** The layout shift summed since the page started, without shifts right after input (there is none here). */
    layoutShift?: number;
  }
}

/** Marks the element directly holding the longest run of text inside the first shown element `selector` finds (running text only: more than eight words at body size). */
function markTextHolder(page: Page, selector: string, mark: string, runningText: boolean) {
  return page.evaluate(
    ({ selector, mark, runningText }) => {
      const candidates = [...document.querySelectorAll(selector)].filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || element.closest('[aria-hidden="true"], .sr-only, [hidden]')) return false;
        // Running text: a sentence of eight words or more at body size, not a label or a display line.
        return !runningText || ((element.textContent ?? '').trim().split(/\s+/).length > 8 && parseFloat(getComputedStyle(element).fontSize) <= 21);
      });
      const element = candidates[0];
      if (!element) return undefined;
      const textNodes: Text[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
      const longest = textNodes.sort((a, b) => b.data.trim().length - a.data.trim().length)[0];
      longest.parentElement!.setAttribute('data-face-probe', mark);
      return longest.data.trim();
    },
    { selector, mark, runningText },
  );
}

/** The fonts the browser drew the marked element's text with, the most glyphs first. */
async function fontsOf(cdp: CDPSession, mark: string) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-face-probe="${mark}"]` });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount);
}

/** The families the browser drew the marked element's own text with, the most glyphs first. */
async function drawnWith(cdp: CDPSession, mark: string): Promise<string[]> {
  return (await fontsOf(cdp, mark)).map((font) => font.familyName);
}

for (const { path } of sampleRoutes(routesOf(exported.pages))) {
  test(`a first visit over a phone connection ends with ${path} in her faces`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) window.layoutShift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The worst case, every time: the faces arrive only after the first paint, so the swap is always seen.
    await page.route('**/*.woff2', async (route) => {
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await throttle(cdp);
    await page.goto(sitePath(path), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // The frame that draws the faces, so any shift they caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    expect(await markTextHolder(page, 'main h1', 'h1', false), 'the page has a headline').toBeTruthy();
    // The phrase a headline sets in italics, where it names one (the home hero's `emphasis`: a first screen's italic).
    const emphasis = await markTextHolder(page, 'main h1 em', 'em', false);
    if (path === '/' && hero.emphasis) expect(emphasis, 'the home headline sets its emphasis in italics (content/pages/home.json hero.emphasis)').toBe(hero.emphasis);
    expect(await markTextHolder(page, 'main p, main li', 'text', true), 'the page has running text').toBeTruthy();
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    expect((await drawnWith(cdp, 'h1'))[0], 'the face the headline is drawn in').toBe(faces.display);
    expect((await drawnWith(cdp, 'text'))[0], 'the face running text is drawn in').toBe(faces.text);
    if (emphasis) {
      const [font] = await fontsOf(cdp, 'em');
      expect(font.familyName, 'the face the headline\'s emphasis is drawn in').toBe(faces.display);
      expect(font.postScriptName, 'the emphasis is drawn in the display face\'s own italic').toBe(displayItalic);
    }
    // Every run of text set in the display face's italic is drawn in it, glyph for glyph: the italic is cut to the
    // characters of the fields set in it (`italicFields` in scripts/prebuild/subset-font.ts), and a field or a character
    // missing there would be drawn by a slanted stand-in.
    const italicRuns = await page.evaluate(() => {
      let count = 0;
      for (const element of document.querySelectorAll('body *')) {
        const style = getComputedStyle(element);
        if (style.fontStyle !== 'italic' || !style.fontFamily.startsWith('fraunces')) continue;
        const box = element.getBoundingClientRect();
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim());
        if (ownText && box.width >= 2 && box.height >= 2) element.setAttribute('data-face-probe', `italic-${count++}`);
      }
      return count;
    });
    for (let run = 0; run < italicRuns; run++) {
      const fonts = await fontsOf(cdp, `italic-${run}`);
      const text = await page.locator(`[data-face-probe="italic-${run}"]`).innerText();
      expect(fonts.map((font) => font.postScriptName), `"${text}" is drawn in the display face's italic alone`).toEqual([displayItalic]);
    }
    const shift = await page.evaluate(() => window.layoutShift ?? 0);
    test.info().annotations.push({ type: 'layout shift at the swap', description: String(shift) });
    expect(shift, 'the layout shift when her faces arrive after the first paint').toBeLessThanOrEqual(pageBudget.fontSwapShift);
  });
}
