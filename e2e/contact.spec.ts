import { expect, test, type Page, type Request } from '@playwright/test';
import { contactPage, contactSidebar, enquiryAlerts, enquiryOutcome, formLabels, sentPage, serviceOptions, timelineOptions } from '../lib/content/contact';
import { site } from '../lib/content/site';
import { draftKey, draftLifetimeMs } from '../lib/browser/enquiry-draft';
import { readyWithinMs } from '../lib/browser/enquiry';
import { recoverableErrorPrefix } from '../lib/browser/island-loader';
import { serviceOf } from '../lib/form-service';
import {
  accepted,
  ajaxUrl,
  collectAlerts,
  expectBusy,
  expectEmpty,
  expectExactBody,
  expectMailFallback,
  expectValuesKept,
  expectedFields,
  expectedPlainFields,
  fillForm,
  form,
  holdScripts,
  islandBundles,
  openForm,
  plainUrl,
  reachForForm,
  recordService,
  routeAjax,
  routePlainPost,
  sendButton,
  service,
  status,
  visitor,
} from './support/enquiry';
import { formFields } from '../tests/support/form-stand-in';
import { violations } from './support/axe';
import { absoluteAddress } from './support/exported-site';
import { sitePath, siteHref } from './support/site';
import { fullBrowser } from '../tests/support/browser';
import { slowPhoneCpu } from '../tests/support/throttle';

/** The enquiry specs drive the full browser (tests/support/browser.ts). */
test.use({ launchOptions: fullBrowser });

/** Where the loader's native post returns the visitor: the thank-you page on the page's own origin. */
const returnHere = (page: Page) => `${new URL(page.url()).origin}${sitePath(sentPage.path)}`;

/** The visitor fills and sends the form, and it reaches the plain address exactly once with the plain form's fields. */
async function sendsToPlainAddress(page: Page, posts: Request[]) {
  await fillForm(page);
  const next = returnHere(page);
  await sendButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();
  expect(posts).toHaveLength(1);
  expectExactBody(posts[0], expectedPlainFields(next));
}

/** Sends (by clicking unless told otherwise) and returns the one alert the visitor then sees. */
async function sendAndReadAlert(page: Page, send: () => Promise<void> = () => sendButton(page).click()) {
  const alerts = collectAlerts(page);
  await send();
  await expect.poll(() => alerts.length).toBe(1);
  return alerts[0].replace(/^alert: /, '');
}

test.describe('contact page', () => {
  test('shows the headline, the form and the sidebar with the direct address and next steps', async ({ page }, info) => {
    await page.goto(sitePath('/contact'));
    await expect(page).toHaveTitle(/^Contact \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.headline);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const aside = page.getByRole('complementary', { name: 'Other ways to get in touch' });
    await expect(aside.getByRole('heading', { name: contactSidebar.direct.title })).toBeVisible();
    await expect(aside.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(aside.getByRole('heading', { name: contactSidebar.response.title })).toBeVisible();
    await expect(aside).toContainText(contactSidebar.response.text);
    await expect(aside.getByRole('heading', { name: contactSidebar.next.title })).toBeVisible();
    const steps = aside.getByRole('listitem');
    await expect(steps).toHaveCount(contactSidebar.next.steps.length);
    await expect(steps).toContainText([...contactSidebar.next.steps]);

    // Form on the left two thirds on wide screens; the sidebar follows it on phones.
    const formBox = (await form(page).boundingBox())!;
    const asideBox = (await aside.boundingBox())!;
    if (info.project.name === 'phone') expect(asideBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    else {
      expect(asideBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(formBox.width).toBeGreaterThan(asideBox.width * 1.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('has the spec fields, labels, options and rows, and a honeypot people cannot see or reach', async ({ page }) => {
    await page.goto(sitePath('/contact'));
    const f = form(page);
    const name = f.getByLabel(formLabels.name);
    await expect(name).toHaveAttribute('placeholder', formLabels.namePlaceholder);
    await expect(name).toHaveAttribute('required', '');
    await expect(f.getByLabel(formLabels.email)).toHaveAttribute('type', 'email');
    await expect(f.getByLabel(formLabels.email)).toHaveAttribute('required', '');
    await expect(f.getByLabel(formLabels.company)).not.toHaveAttribute('required');
    await expect(f.getByRole('group', { name: formLabels.services }).getByRole('checkbox')).toHaveCount(serviceOptions.length);
    for (const service of serviceOptions) await expect(f.getByRole('checkbox', { name: service })).toHaveAttribute('value', service);
    const options = f.getByLabel(formLabels.timeline).locator('option');
    await expect(options).toHaveText([formLabels.timelinePrompt, ...timelineOptions.map((option) => option.label)]);
    expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(['', ...timelineOptions.map((option) => option.value)]);
    await expect(f.getByLabel(formLabels.project)).toHaveAttribute('rows', '4');
    await expect(f.getByLabel(formLabels.success)).toHaveAttribute('rows', '3');

    // The spam trap: the service's own field name, never displayed, so no person, keyboard, screen reader or autofill reaches it.
    const honeypot = f.locator(`input[name="${serviceOf(service).honeypot}"]`);
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toHaveAttribute('id');
    await expect(f.getByRole('textbox', { name: formLabels.honeypot })).toHaveCount(0);

    // Every control is a comfortable tap target.
    for (const control of await f.locator(`input:not([type=hidden]):not([name="${serviceOf(service).honeypot}"]), select, textarea, button`).all()) {
      const target = control.locator('xpath=ancestor-or-self::label[1]').or(control).first();
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('passes an accessibility audit, also while showing invalid fields', async ({ page }) => {
    await recordService(page);
    await openForm(page);
    await form(page).getByLabel(formLabels.email).fill('not an address');
    await sendButton(page).click();
    await expect(form(page).getByText(formLabels.nameProblem)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('sending an enquiry', { tag: '@any-viewport' }, () => {
  test('posts the exact multipart body to the AJAX address, thanks the visitor and resets everything', async ({ page }) => {
    await recordService(page);
    const requests = await routeAjax(page, (route) => route.fulfill(accepted));
    await openForm(page);
    await fillForm(page);

    expect(await sendAndReadAlert(page)).toBe(enquiryAlerts.success);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.url()).toBe(ajaxUrl);
    expect(request.method()).toBe('POST');
    expectExactBody(request, expectedFields);

    await expectEmpty(page);
    await expect(sendButton(page)).toHaveText(formLabels.submit);
    await expect(sendButton(page)).toBeEnabled();
    // Emptied by a reset, so no field complains about being empty; the confirmation stays.
    await expect(form(page).locator(':user-invalid')).toHaveCount(0);
    await expect(form(page).getByText(formLabels.nameProblem)).toBeHidden();
    await expect(status(page)).toHaveText(enquiryOutcome.sent);
    await expect(status(page)).toBeVisible();
    // The draft went with it.
    await page.reload();
    await reachForForm(page);
    await expectEmpty(page);
  });

  test('keeps every value when the request throws', async ({ page }) => {
    // A send, an accessibility audit of the page with its alert and a reload: on a loaded 2-core machine that alone
    // nears 30 s (30.6 s at load 10 in a full run, the audit 12 s of it).
    test.slow();
    await recordService(page);
    const requests = await routeAjax(page, (route) => route.abort('failed'));
    await openForm(page);
    await fillForm(page);
    expect(await sendAndReadAlert(page)).toBe(enquiryAlerts.failure);
    expect(requests).toHaveLength(1);
    await expectValuesKept(page);
    await expect(sendButton(page)).toBeEnabled();
    // It may have reached the service (a lost answer looks the same), so the visitor is not told it did not.
    await expectMailFallback(page, enquiryOutcome.unsure);
    expect(await violations(page)).toEqual([]);
    // Still kept after a reload: the draft survives a failure.
    await page.reload();
    await expectValuesKept(page);
  });

  test('treats an HTTP 500 as a failure and keeps every value', async ({ page }) => {
    await recordService(page);
    await routeAjax(page, (route) => route.fulfill({ ...accepted, status: 500 }));
    await openForm(page);
    await fillForm(page);
    expect(await sendAndReadAlert(page)).toBe(enquiryAlerts.failure);
    await expectValuesKept(page);
  });

  test('sends nothing while the name is missing or the email is invalid', async ({ page }) => {
    await recordService(page);
    const requests = await routeAjax(page, (route) => route.fulfill(accepted));
    await openForm(page);
    const f = form(page);

    await f.getByLabel(formLabels.email).fill(visitor.email);
    await sendButton(page).click();
    await expect(f.getByLabel(formLabels.name)).toBeFocused();
    expect(await f.getByLabel(formLabels.name).evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expect(f.getByText(formLabels.nameProblem)).toBeVisible();

    await f.getByLabel(formLabels.name).fill(visitor.name);
    await f.getByLabel(formLabels.email).fill('priya at northwind');
    await f.getByLabel(formLabels.name).press('Enter');
    await expect(f.getByLabel(formLabels.email)).toBeFocused();
    expect(await f.getByLabel(formLabels.email).evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(true);

    // The first request the service ever sees is the valid one.
    await f.getByLabel(formLabels.email).fill(visitor.email);
    expect(await sendAndReadAlert(page)).toBe(enquiryAlerts.success);
    expect(requests).toHaveLength(1);
    expect((await formFields(requests[0].postData()!, requests[0].headers()['content-type'])).slice(0, 2)).toEqual([
      ['name', visitor.name],
      ['email', visitor.email],
    ]);
  });

  test('a double click or Enter while sending sends exactly one request', async ({ page }) => {
    await recordService(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requests = await routeAjax(page, async (route) => {
      await released;
      await route.fulfill(accepted);
    });
    await openForm(page);
    await fillForm(page);

    const alerts = collectAlerts(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveText(formLabels.sending);
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true');
    await form(page).getByLabel(formLabels.name).press('Enter');
    await form(page).evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect.poll(() => alerts).toEqual([`alert: ${enquiryAlerts.success}`]);
    await expectEmpty(page);
    expect(requests).toHaveLength(1);
  });

  test('keeps a draft through a reload and a visit elsewhere until it is sent', async ({ page }) => {
    await recordService(page);
    await openForm(page);
    await fillForm(page);
    await page.reload();
    // A stored draft is restored as soon as the page loads, before any interaction.
    await expect(form(page)).toHaveAttribute('data-ready', 'true');
    await expectValuesKept(page);

    await page.goto(sitePath('/about'));
    await openForm(page);
    await expectValuesKept(page);
    await expect(form(page).getByText(formLabels.draftNote)).toBeVisible();
  });

  test('forgets a draft older than its lifetime', async ({ page }) => {
    await recordService(page);
    await page.goto(sitePath('/contact'));
    const expired = JSON.stringify({ savedAt: Date.now() - draftLifetimeMs - 60_000, enquiry: { name: visitor.name, email: visitor.email } });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [draftKey, expired]);
    await page.reload();
    await reachForForm(page);
    await expectEmpty(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
  });

  test('keeps what a visitor typed before the page’s script arrived, and sends it', async ({ page }) => {
    await recordService(page);
    const requests = await routeAjax(page, (route) => route.fulfill(accepted));
    const release = await holdScripts(page);
    await page.goto(sitePath('/contact'), { waitUntil: 'domcontentloaded' });
    await fillForm(page);
    release();
    await expect(form(page)).toHaveAttribute('data-ready', 'true');
    await expectValuesKept(page);

    expect(await sendAndReadAlert(page)).toBe(enquiryAlerts.success);
    expectExactBody(requests[0], expectedFields);
  });

  test('an enquiry sent before the page’s script arrived waits for it, then goes by AJAX once', async ({ page }) => {
    const service = await recordService(page);
    const requests = await routeAjax(page, (route) => route.fulfill(accepted));
    const release = await holdScripts(page);
    await page.goto(sitePath('/contact'));
    await fillForm(page);
    const alerts = collectAlerts(page);
    await sendButton(page).click();
    // Busy at once, though the form's script has not arrived.
    await expectBusy(page);
    await expect(form(page)).not.toHaveAttribute('data-ready');
    expect(requests).toHaveLength(0);
    release();
    await expect.poll(() => alerts).toEqual([`alert: ${enquiryAlerts.success}`]);
    expect(requests).toHaveLength(1);
    expectExactBody(requests[0], expectedFields);
    expect(service).toHaveLength(0);
    await expect(page).toHaveURL(new RegExp(`${sitePath('/contact')}$`));
    await expectEmpty(page);
    await expect(status(page)).toHaveText(enquiryOutcome.sent);
  });

  test('when the page’s script cannot load, the enquiry still goes to the plain address', async ({ page }) => {
    await recordService(page);
    const posts = await routePlainPost(page);
    await page.route(islandBundles, (route) => route.abort('failed'));
    await page.goto(sitePath('/contact'));
    await sendsToPlainAddress(page, posts);
  });

  test('when the page’s script loads but throws, the enquiry still goes to the plain address', async ({ page }) => {
    await recordService(page);
    const posts = await routePlainPost(page);
    // The island's bundle arrives, then throws as it runs.
    await page.route(islandBundles, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `throw new Error('broken build');\n${await response.text()}` });
    });
    await page.goto(sitePath('/contact'));
    await sendsToPlainAddress(page, posts);
  });

  test('an enquiry held for a script that never takes over goes to the plain address, busy meanwhile', async ({ page }) => {
    await recordService(page);
    const posts = await routePlainPost(page);
    await holdScripts(page);
    await page.clock.install();
    await page.goto(sitePath('/contact'));
    await fillForm(page);
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 5_000);
    await sendButton(page).click();
    await expectBusy(page);
    await page.clock.fastForward(readyWithinMs - 1_000);
    await expectBusy(page);
    expect(posts).toHaveLength(0);
    const next = returnHere(page);
    await page.clock.fastForward(1_000);
    await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expectExactBody(posts[0], expectedPlainFields(next));
  });

  test('a keyboard-only visitor can fill and send the form', async ({ page }) => {
    // Every field is typed key by key, as a person types: on a loaded 2-core machine that alone nears 30 s.
    test.slow();
    await recordService(page);
    const requests = await routeAjax(page, (route) => route.fulfill(accepted));
    // No pointer: the first key press is what brings the form's script.
    await page.goto(sitePath('/contact'));
    const f = form(page);
    const name = f.getByLabel(formLabels.name);
    for (let presses = 0; presses < 40 && !(await name.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(name).toBeFocused();
    await page.keyboard.type(visitor.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.company);
    // Services in the form's order: tick Website content (1st) and LinkedIn ghostwriting (3rd).
    await page.keyboard.press('Tab');
    await expect(f.getByRole('checkbox', { name: serviceOptions[0] })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(f.getByRole('checkbox', { name: serviceOptions[2] })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(f.getByLabel(formLabels.timeline)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(f.getByLabel(formLabels.timeline)).toHaveValue(visitor.timeline.value);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.project);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.success);
    // The honeypot is skipped: the next stop is the send button.
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();

    expect(await sendAndReadAlert(page, () => page.keyboard.press('Enter'))).toBe(enquiryAlerts.success);
    expect(requests).toHaveLength(1);
    expectExactBody(requests[0], expectedFields);
    await expectEmpty(page);
    await expect(sendButton(page)).toBeFocused();
  });
});

test.describe('without JavaScript', { tag: '@any-viewport' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the same fields to the service’s plain address', async ({ page }) => {
    await recordService(page);
    const posts = await routePlainPost(page);
    await page.goto(sitePath('/contact'));
    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();

    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post.url()).toBe(plainUrl);
    expect(post.method()).toBe('POST');
    expect(post.isNavigationRequest()).toBe(true);
    // The service returns the visitor to the thank-you page on SITE_URL's host, and asks for no captcha (it needs scripts).
    expectExactBody(post, expectedPlainFields(absoluteAddress(sentPage.path)));
  });
});

test.describe('the thank-you page a no-script enquiry returns to', () => {
  test('thanks the visitor, forgets the draft kept in this browser and asks not to be indexed', async ({ page }) => {
    await page.goto(sitePath('/contact'));
    await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), enquiry: { name: 'Priya' } })), [draftKey]);
    await page.goto(sitePath(sentPage.path));
    await expect(page).toHaveTitle(new RegExp(`^${sentPage.title} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sentPage.headline);
    await expect(page.getByRole('main')).toContainText(sentPage.text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: sentPage.home })).toHaveAttribute('href', siteHref('/'));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('the enquiry form’s island', { tag: '@any-viewport' }, () => {
  test('/contact loads no React until the visitor interacts, then its island bundle hydrates the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(sitePath('/contact'));
    await page.waitForLoadState('load');
    const hydrated = () => form(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    // The site's own scripts only; the island's bundle waits for the visitor.
    expect(scripts.sort()).toEqual([sitePath('/enhance.js'), sitePath('/hydrate.js')]);
    expect(await hydrated()).toBe(false);

    await page.getByRole('heading', { level: 1 }).hover();
    await expect.poll(hydrated).toBe(true);
    await expect(form(page)).toHaveAttribute('data-ready', 'true');
    const [island] = scripts.filter((path) => path.startsWith(sitePath('/islands/')));
    expect(island).toBe(await page.locator('[data-island]').getAttribute('data-island'));
    expect(scripts.filter((path) => path.includes('/_next/'))).toEqual([]);
  });
});

test.describe('hydration with the CPU slowed six times', () => {
  /** Every console error and uncaught error of the page; React's recoverable ones come through the loader's hook, prefixed. */
  function collectErrors(page: Page) {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  test(`the island hydrates the built form without a mismatch, blank or with a draft put back, at ${slowPhoneCpu}x CPU`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhoneCpu });
    await recordService(page);
    const errors = collectErrors(page);
    await openForm(page);
    // A draft and browser-restored values: hydrated at once, over fields that no longer hold what was built.
    await fillForm(page);
    await page.reload();
    await expect(form(page)).toHaveAttribute('data-ready', 'true');
    await expectValuesKept(page);
    expect(errors.filter((error) => error.startsWith(recoverableErrorPrefix))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a mismatch would be seen: props that render other text than the built form’s are reported', { tag: '@any-viewport' }, async ({ page }) => {
    // The check above can fail: here the island's props name another enquiry address than the one built into the page.
    await page.route(`**${sitePath('/contact')}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.replace(/(<script type="application\/json"[^>]*>[^<]*)"to":"[^"]+"/, '$1"to":"someone.else@example.org"') });
    });
    const errors = collectErrors(page);
    await openForm(page);
    await expect.poll(() => errors.filter((error) => error.startsWith(recoverableErrorPrefix)).length).toBeGreaterThan(0);
  });
});
