/**
 * The layout and text audits (e2e/support/layout-audit.ts, text-audit.ts) on every exported page at 375, 768 and
 * 1280 px, each rule proved first on a page built to break it. Runs once, in the desktop project.
 */
import { expect, test } from '@playwright/test';
import { auditLayout } from './support/layout-audit';
import { auditText, type TextAuditOptions } from './support/text-audit';
import { pageRoutes, sitePath } from './support/site';
import { desktop, phone } from '../tests/support/browser';

const widths = [phone.viewport.width, 768, desktop.viewport.width];
/** Characters a line of running text may hold (docs/design.md "Measure"). */
const measure = 75;
const tapTarget = 44;
const textRules: TextAuditOptions = { minFontSize: 12, minColumn: 320, maxEmptyBeside: 100, runningTextWords: 8 };

/** A sentence of running text (more than eight words). */
const sentence = 'Every sentence here is written to be read by a person and cited by an assistant.';

test.describe('the text audit', () => {
  const cases = [
    { rule: 'text under 12 px', broken: `<p style="font-size:7px">${sentence}</p>`, fixed: `<p style="font-size:12px">${sentence}</p>`, problem: /text drawn at 7px/ },
    {
      rule: 'a narrow column beside empty space',
      broken: `<div style="width:700px;display:flex"><p style="width:260px">${sentence} ${sentence}</p></div>`,
      fixed: `<div style="width:700px;display:flex;gap:24px"><p style="width:260px">${sentence}</p><p style="width:400px">${sentence}</p></div>`,
      problem: /a text column 260px wide \(under 320px\) leaves 440px empty beside it/,
    },
    {
      rule: 'a figure broken from its unit',
      broken: '<p style="width:4ch;font-size:20px">10+ sectors and 2-48hr turnarounds</p>',
      fixed: '<p style="width:4ch;font-size:20px"><span style="white-space:nowrap">10+ sectors</span> and <span style="white-space:nowrap">2-48hr</span> turnarounds</p>',
      problem: /"10\+ sectors" is broken over 2 lines[^]*"2-48hr" is broken over 2 lines/,
    },
    {
      rule: 'text cut off by its box',
      broken: '<ul style="width:200px;overflow:hidden;white-space:nowrap;font-size:20px"><li>Northvale Community Health</li></ul><p style="width:120px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">kestrelanalytics.co.uk</p>',
      fixed: '<ul style="width:200px;overflow:hidden;font-size:20px"><li>Northvale Community Health</li></ul><p style="width:120px;overflow:hidden;overflow-wrap:anywhere">kestrelanalytics.co.uk</p>',
      problem: /text cut off by <ul>[^]*Northvale[^]*text cut off by <p>[^]*kestrelanalytics/,
    },
  ];
  for (const { rule, broken, fixed, problem } of cases) {
    test(`catches ${rule} and passes its fix`, async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'one project is enough');
      await page.setViewportSize({ width: 768, height: 600 });
      await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${broken}</body></html>`);
      expect((await page.evaluate(auditText, textRules)).join('\n')).toMatch(problem);
      await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${fixed}</body></html>`);
      expect(await page.evaluate(auditText, textRules)).toEqual([]);
    });
  }
});

test('the layout audit catches a quotation ending on one word, read by the eye though hidden from assistive tech', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one project is enough');
  await page.setViewportSize({ width: 768, height: 600 });
  const quote = (style: string) =>
    `<!DOCTYPE html><html><body style="margin:0"><main><div aria-hidden="true"><blockquote><p style="width:300px;font:32px/1.2 serif;${style}">Say the important thing first, in plain words, and back it up.</p></blockquote></div></main></body></html>`;
  await page.setContent(quote('width:17ch'));
  expect((await page.evaluate(auditLayout, { measure, tapTarget, touch: false })).join('\n')).toMatch(/ends on a one-word line: "Say the important/);
  await page.setContent(quote('width:17ch;text-wrap:balance'));
  expect(await page.evaluate(auditLayout, { measure, tapTarget, touch: false })).toEqual([]);
});

test.describe('layout', () => {
  for (const width of widths) {
    test(`every page is set for reading at ${width} px`, async ({ browser, baseURL }, info) => {
      test.skip(info.project.name !== 'desktop', 'the widths are looped here; one project is enough');
      test.setTimeout(120_000);
      const phone = width < 640;
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of [...pageRoutes, '/no-such-page']) {
        await page.goto(sitePath(route));
        await page.evaluate(() => document.fonts.ready);
        const found = [...(await page.evaluate(auditLayout, { measure, tapTarget, touch: width < 1024 })), ...(await page.evaluate(auditText, textRules))];
        for (const problem of found) problems.push(`${route} @${width}: ${problem}`);
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
