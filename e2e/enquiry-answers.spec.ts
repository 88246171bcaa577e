import { expect, test as base } from '@playwright/test';
import { enquiryAlerts, enquiryOutcome, sentPage } from '../lib/content/contact';
import { site } from '../lib/content/site';
import { answerWithinMs, sendTimeoutMs } from '../lib/browser/enquiry';
import { serviceOf } from '../lib/form-service';
import { startStandIn, type StandIn, type StandInAnswer } from '../tests/support/form-stand-in';
import {
  collectAlerts,
  collectPosts,
  expectBusy,
  expectEmpty,
  expectExactBody,
  expectIdle,
  expectMailFallback,
  expectValuesKept,
  expectedFields,
  expectedPlainFields,
  fillForm,
  form,
  islandBundles,
  openForm,
  sendButton,
  service,
  status,
  routeToStandIn,
} from './support/enquiry';
import { absoluteAddress } from './support/exported-site';
import { sitePath } from './support/site';
import { fullBrowser } from '../tests/support/browser';

/**
 * Every answer the form service is known to give (tests/support/form-stand-in.ts), with and without scripts,
 * on the site's own host (SITE_URL's, served from the local export) and on another (the preview server's
 * own address): what the visitor sees and is told, that nothing typed is lost, and that each press sends
 * exactly one request. Timeouts run on Playwright's clock, never on a real 12 or 20 s wait.
 */
const test = base.extend<{ standIn: StandIn; localOrigin: string }>({
  localOrigin: async ({ baseURL }, provide) => provide(new URL(baseURL!).origin),
  standIn: async ({ context, localOrigin }, provide) => {
    const standIn = await startStandIn(service.service);
    await routeToStandIn(context, standIn, localOrigin);
    await provide(standIn);
    await standIn.close();
  },
});

/** The enquiry specs drive the full browser (tests/support/browser.ts). */
test.use({ launchOptions: fullBrowser });

const siteOrigin = new URL(site.url).origin;
const hosts = [
  { name: 'on the site’s own host', origin: () => siteOrigin },
  { name: 'on another host', origin: (local: string) => local },
];

const pageAt = (origin: string) => `${origin}${sitePath('/contact')}`;

/**
 * Answers that did not send (or may not have): the alert, the note and the mail fallback, every value kept. The
 * visitor presses again after each (one page load for all), so each answer's note differs from the one before it:
 * what the page shows after an answer is that answer's, never the previous one's.
 */
const failures: Array<{ answer: StandInAnswer; alert: string; note: string; why: string }> = [
  { answer: 'activation', alert: enquiryAlerts.emailInstead, note: enquiryOutcome.unavailable, why: 'the form awaits the owner’s activation' },
  { answer: 'web-server', alert: enquiryAlerts.failure, note: enquiryOutcome.failed, why: 'a burst refused with the “web server” message' },
  { answer: 'html', alert: enquiryAlerts.failure, note: enquiryOutcome.unsure, why: 'an HTML page' },
  { answer: 'refused', alert: enquiryAlerts.failure, note: enquiryOutcome.failed, why: 'a refusal' },
  { answer: 'empty', alert: enquiryAlerts.failure, note: enquiryOutcome.unsure, why: 'an empty body' },
  { answer: 'forbidden', alert: enquiryAlerts.failure, note: enquiryOutcome.failed, why: 'HTTP 403' },
  { answer: 'invalid', alert: enquiryAlerts.failure, note: enquiryOutcome.unsure, why: 'a broken body' },
  { answer: 'too-many', alert: enquiryAlerts.failure, note: enquiryOutcome.failed, why: 'HTTP 429' },
  { answer: 'no-cors', alert: enquiryAlerts.failure, note: enquiryOutcome.unsure, why: 'a success the browser may not read (no CORS headers)' },
  { answer: 'server-error', alert: enquiryAlerts.failure, note: enquiryOutcome.failed, why: 'HTTP 500' },
];
const described = (note: string) => (note === enquiryOutcome.unsure ? '“may not have been sent”' : note === enquiryOutcome.failed ? '“not sent”' : 'the mail fallback, no “try again”');

for (const host of hosts) {
  test.describe(`with scripts, ${host.name}`, () => {
    test('a success says “sent”, empties the form and sends one request with the exact body', async ({ page, standIn, localOrigin }) => {
      await openForm(page, pageAt(host.origin(localOrigin)));
      await fillForm(page);
      const alerts = collectAlerts(page);
      await sendButton(page).click();
      await expect.poll(() => alerts).toEqual([`alert: ${enquiryAlerts.success}`]);
      await expect(status(page)).toHaveText(enquiryOutcome.sent);
      await expectEmpty(page);
      await expectIdle(page);
      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0].fields).toEqual(expectedFields);
      expect(standIn.requests[0].headers.origin).toBe(host.origin(localOrigin));
    });

    test('every failing answer, one after another on one page: its alert, its note and the mail fallback, every value kept, one request per press', async ({ page, standIn, localOrigin }) => {
      // One press per failing answer on one page: the time of as many tests (about 3 s a press on a busy machine).
      test.setTimeout(failures.length * 10_000);
      await openForm(page, pageAt(host.origin(localOrigin)));
      await fillForm(page);
      const alerts = collectAlerts(page);
      for (const [index, { answer, note, why }] of failures.entries()) {
        await test.step(`${why}: ${described(note)}`, async () => {
          expect(failures[index - 1]?.note, 'each note differs from the one before').not.toBe(note);
          standIn.answer = answer;
          await sendButton(page).click();
          await expect.poll(() => alerts).toEqual(failures.slice(0, index + 1).map((failure) => `alert: ${failure.alert}`));
          await expectMailFallback(page, note);
          await expectValuesKept(page);
          await expectIdle(page);
          expect(standIn.requests).toHaveLength(index + 1);
        });
      }
    });

    for (const answer of ['late-success', 'hang'] as const) {
      test(`${answer === 'hang' ? 'no answer' : 'a success after the deadline'}: “may not have been sent”, a retry may arrive twice, never busy past the deadline`, async ({ page, standIn, localOrigin }) => {
        standIn.answer = answer;
        await page.clock.install();
        await openForm(page, pageAt(host.origin(localOrigin)));
        await fillForm(page);
        // From here on the page's time moves only when the test moves it.
        await page.clock.pauseAt(Date.now() + 5_000);
        const alerts = collectAlerts(page);
        await sendButton(page).click();
        await expectBusy(page);
        await expect.poll(() => standIn.requests.length).toBe(1);
        await page.clock.fastForward(sendTimeoutMs - 1_000);
        await expectBusy(page);
        await page.clock.fastForward(1_000);
        await expect.poll(() => alerts).toEqual([`alert: ${enquiryAlerts.failure}`]);
        await expectMailFallback(page, enquiryOutcome.unsure);
        expect(enquiryOutcome.unsure).toMatch(/may not have been sent.*may arrive twice/);
        await expectValuesKept(page);
        await expectIdle(page);
        standIn.release();
        await expect(status(page)).toHaveText(enquiryOutcome.unsure);
        expect(standIn.requests).toHaveLength(1);
      });
    }

    test('a honeypot filled by autofill or an extension: the mail fallback instead of a silent loss, nothing sent', async ({ page, standIn, localOrigin }) => {
      await openForm(page, pageAt(host.origin(localOrigin)));
      await fillForm(page);
      await form(page).locator(`input[name="${serviceOf(service).honeypot}"]`).evaluate((input: HTMLInputElement) => (input.value = 'Priya Shah'));
      const alerts = collectAlerts(page);
      await sendButton(page).click();
      await expect.poll(() => alerts).toEqual([`alert: ${enquiryAlerts.emailInstead}`]);
      await expectMailFallback(page, enquiryOutcome.unavailable);
      await expectValuesKept(page);
      expect(standIn.requests).toHaveLength(0);
    });

    test('when the page’s script cannot load, the native post returns to this host’s thank-you page', async ({ page, standIn, localOrigin }) => {
      const origin = host.origin(localOrigin);
      await page.route(islandBundles, (route) => route.abort('failed'));
      await page.goto(pageAt(origin));
      await fillForm(page);
      await sendButton(page).click();
      await expect(page).toHaveURL(`${origin}${sitePath(sentPage.path)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sentPage.headline);
      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0].plain).toBe(true);
      expect(standIn.requests[0].fields.find(([name]) => name === '_next')?.[1]).toBe(`${origin}${sitePath(sentPage.path)}`);
    });

    // A native post that never takes the visitor off the page (here a return the page's policy blocks, as a
    // `_next` on SITE_URL's host once was from other hosts). A pending one cannot be inspected by Playwright.
    test('a native post that leaves the visitor on the page: not busy past 20 s, “may not have been sent” and the mail fallback', async ({ page, standIn, localOrigin }) => {
      standIn.answer = 'stray-redirect';
      await page.clock.install();
      await page.route(islandBundles, (route) => route.abort('failed'));
      await page.goto(pageAt(host.origin(localOrigin)));
      await fillForm(page);
      await page.clock.pauseAt(Date.now() + 5_000);
      await sendButton(page).click();
      await expectBusy(page);
      await expect.poll(() => standIn.requests.length).toBe(1);
      await page.clock.fastForward(answerWithinMs - 1_000);
      await expectBusy(page);
      await page.clock.fastForward(1_000);
      await expectIdle(page);
      await expect(status(page)).toHaveText(enquiryOutcome.unsure);
      const mail = form(page).getByRole('link', { name: site.email });
      await expect(mail).toBeVisible();
      expect(new URL(await mail.getAttribute('href') ?? '').searchParams.get('body')).toContain(expectedFields[0][1]);
      await expectValuesKept(page);
      expect(standIn.requests).toHaveLength(1);
    });
  });

  test.describe(`without scripts, ${host.name}`, () => {
    test.use({ javaScriptEnabled: false });

    test('a send lands on the thank-you page, one post with the exact body', async ({ page, standIn, localOrigin }) => {
      await page.goto(pageAt(host.origin(localOrigin)));
      await fillForm(page);
      const posts = collectPosts(page);
      await sendButton(page).click();
      await expect(page).toHaveURL(absoluteAddress(sentPage.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sentPage.headline);
      expect(standIn.requests).toHaveLength(1);
      expect(posts).toHaveLength(1);
      expectExactBody(posts[0], expectedPlainFields(absoluteAddress(sentPage.path)));
    });

    for (const answer of ['activation', 'too-many'] as const) {
      test(`the service’s own page for ${answer === 'activation' ? 'the activation answer' : 'a refusal'}, and every value back on returning`, async ({ page, standIn, localOrigin }) => {
        standIn.answer = answer;
        await page.goto(pageAt(host.origin(localOrigin)));
        await fillForm(page);
        await sendButton(page).click();
        await expect(page).toHaveURL(new RegExp(`^${serviceOf(service).plainUrl(service).replace(/[.?]/g, '\\$&')}`));
        await page.goBack();
        await expectValuesKept(page);
        expect(standIn.requests).toHaveLength(1);
      });
    }
  });
}

test('the words never claim an enquiry arrived', () => {
  for (const words of [...Object.values(enquiryOutcome), ...Object.values(sentPage), ...Object.values(enquiryAlerts)]) expect(words).not.toMatch(/arrived/i);
});
