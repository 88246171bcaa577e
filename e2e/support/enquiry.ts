/** The enquiry form as a visitor meets it, and the form service answered by routes or a local stand-in. */
import { expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { contactPage, enquiryOutcome, enquirySubject, formLabels, serviceOptions, timelineOptions } from '../../lib/content/contact';
import { site } from '../../lib/content/site';
import { serviceOf } from '../../lib/form-service';
import { serviceSettings } from '../../lib/form-service/settings';
import type { StandIn } from '../../tests/support/form-stand-in';
import { boundaryOf, multipartBody, type Fields } from './multipart';
import { sitePath } from './site';

export const service = serviceSettings();
export const ajaxUrl = serviceOf(service).ajaxUrl(service);
export const plainUrl = serviceOf(service).plainUrl(service);
export const serviceOrigin = new URL(service.endpoint).origin;
export const cors = { 'access-control-allow-origin': '*' };
export const accepted = { status: 200, headers: cors, contentType: 'application/json', body: '{"success":"true","message":"The form was submitted successfully."}' };

/** What the visitor types in every scenario; two services are ticked in the opposite order to the form's. */
export const visitor = {
  name: 'Priya Shah',
  email: 'priya@northwind-health.co.uk',
  company: 'northwind-health.co.uk',
  services: [serviceOptions[2], serviceOptions[0]] as string[],
  timeline: timelineOptions[2],
  project: 'Our service pages read like brochures.\nWe need them rewritten for patients and for AI search.',
  success: 'Twice the referral enquiries by spring.',
};

/** The exact fields the service must receive for `visitor` from the scripted send, in order. */
export const expectedFields: Fields = [
  ['name', visitor.name],
  ['email', visitor.email],
  ['company', visitor.company],
  ['services', serviceOptions[0]],
  ['services', serviceOptions[2]],
  ['timeline', visitor.timeline.value],
  ['project', visitor.project.replace(/\n/g, '\r\n')],
  ['success', visitor.success],
  ['_to', site.email],
  ['_subject', enquirySubject],
  ['_honey', ''],
];

/** The plain post carries the service's own fields too: where to return the visitor (`next`), and no captcha. */
export const expectedPlainFields = (next: string): Fields => [...expectedFields.slice(0, -1), ['_next', next], ['_captcha', 'false'], ['_honey', '']];

/** What a test answers the plain address with: a page standing for the service's thank-you page. */
export const plainThanks = { status: 200, contentType: 'text/html', body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>' };

export const form = (page: Page) => page.getByRole('form', { name: contactPage.formTitle });
export const sendButton = (page: Page) => form(page).getByRole('button', { name: new RegExp(`${formLabels.submit}|${formLabels.sending}`) });
export const status = (page: Page) => form(page).getByRole('status');

export async function expectBusy(page: Page) {
  await expect(sendButton(page)).toHaveText(formLabels.sending);
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(status(page)).toHaveText(enquiryOutcome.sending);
}

export async function expectIdle(page: Page) {
  await expect(sendButton(page)).toHaveText(formLabels.submit);
  await expect(sendButton(page)).toBeEnabled();
  await expect(sendButton(page)).toHaveAttribute('aria-busy', 'false');
}

/** After a send that did not go: the lasting note, the enquiry address and the enquiry as text to copy. */
export async function expectMailFallback(page: Page, note: string) {
  await expect(status(page)).toHaveText(note);
  const mail = form(page).getByRole('link', { name: site.email });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${site.email.replace(/[.]/g, '\\.')}\\?subject=`));
  const copy = form(page).getByLabel(enquiryOutcome.copyLabel);
  await expect(copy).toHaveJSProperty('readOnly', true);
  for (const value of [visitor.name, visitor.email, visitor.project, visitor.success]) await expect(copy).toContainText(value);
}

export async function fillForm(page: Page) {
  const f = form(page);
  await f.getByLabel(formLabels.name).fill(visitor.name);
  await f.getByLabel(formLabels.email).fill(visitor.email);
  await f.getByLabel(formLabels.company).fill(visitor.company);
  for (const service of visitor.services) await f.getByRole('checkbox', { name: service }).check();
  await f.getByLabel(formLabels.timeline).selectOption(visitor.timeline.label);
  await f.getByLabel(formLabels.project).fill(visitor.project);
  await f.getByLabel(formLabels.success).fill(visitor.success);
}

export async function expectValuesKept(page: Page) {
  const f = form(page);
  await expect(f.getByLabel(formLabels.name)).toHaveValue(visitor.name);
  await expect(f.getByLabel(formLabels.email)).toHaveValue(visitor.email);
  await expect(f.getByLabel(formLabels.company)).toHaveValue(visitor.company);
  for (const service of serviceOptions) {
    const box = f.getByRole('checkbox', { name: service });
    if (visitor.services.includes(service)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expect(f.getByLabel(formLabels.timeline)).toHaveValue(visitor.timeline.value);
  await expect(f.getByLabel(formLabels.project)).toHaveValue(visitor.project);
  await expect(f.getByLabel(formLabels.success)).toHaveValue(visitor.success);
}

export async function expectEmpty(page: Page) {
  const f = form(page);
  for (const label of [formLabels.name, formLabels.email, formLabels.company, formLabels.project, formLabels.success]) {
    await expect(f.getByLabel(label)).toHaveValue('');
  }
  for (const service of serviceOptions) await expect(f.getByRole('checkbox', { name: service })).not.toBeChecked();
  await expect(f.getByLabel(formLabels.timeline)).toHaveValue('');
}

/** Accepts every alert and keeps its text (awaiting a dialog around a click deadlocks). */
export function collectAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  return alerts;
}

export function expectExactBody(request: Request, fields: Fields) {
  const boundary = boundaryOf(request.headers()['content-type']);
  const body = request.postData() ?? '';
  expect(body).toBe(multipartBody(boundary, fields));
}

/**
 * Sends this context's form-service requests to `standIn` and serves SITE_URL's host from the export, so a plain
 * post's return lands there; every other host is refused.
 */
export async function routeToStandIn(context: BrowserContext, standIn: StandIn, localOrigin: string) {
  await context.route(`${serviceOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${standIn.url}${url.pathname}${url.search}`, maxRedirects: 0, timeout: 0 });
      // Playwright gives a fulfilled cross-origin answer that lacks CORS headers some of its own
      // (microsoft/playwright#12929); one naming the service's own origin is refused by the browser alike.
      const readable = 'access-control-allow-origin' in response.headers() || route.request().isNavigationRequest();
      await route.fulfill({ response, headers: readable ? response.headers() : { ...response.headers(), 'access-control-allow-origin': serviceOrigin } });
    } catch {
      // The page gave up (an aborted send) or the test ended while the stand-in held the answer.
      await route.abort().catch(() => undefined);
    }
  });
  await context.route(`${new URL(site.url).origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${localOrigin}${url.pathname}${url.search}`, maxRedirects: 0, headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      await route.fulfill({ response });
    } catch {
      // The test ended while the page was still loading something.
      await route.abort().catch(() => undefined);
    }
  });
}

/** The visitor reaches for the form: its island's bundle loads on the first interaction and React takes over. */
export async function reachForForm(page: Page) {
  await form(page).hover();
  await expect(form(page)).toHaveAttribute('data-ready', 'true');
}

/** Opens the contact page (at `address`, by default the site's own) and waits for its script to take over the form. */
export async function openForm(page: Page, address = sitePath('/contact')) {
  await page.goto(address);
  await reachForForm(page);
}

/** The islands' bundles (components/islands/Island.tsx), which bring React: what the form's takeover waits for. */
export const islandBundles = '**/islands/*.js';

/** Holds every island's bundle until the returned function is called. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(islandBundles, async (route) => {
    await scriptsMayLoad;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Every request that reaches the form service, refused unless a later route answers it (routeAjax, routePlainPost). */
export async function recordService(page: Page) {
  const requests: Request[] = [];
  await page.route(`${serviceOrigin}/**`, (route) => {
    requests.push(route.request());
    return route.abort('blockedbyclient');
  });
  return requests;
}

/** Routes the AJAX address with `handle`, keeping every request it sees. */
export async function routeAjax(page: Page, handle: (route: Route) => Promise<void> | void) {
  const requests: Request[] = [];
  await page.route(ajaxUrl, (route) => {
    requests.push(route.request());
    return handle(route);
  });
  return requests;
}

/** Answers the plain address (the no-script form's) with a thank-you page, keeping every request it sees. */
export async function routePlainPost(page: Page) {
  const posts: Request[] = [];
  await page.route(plainUrl, (route) => {
    posts.push(route.request());
    return route.fulfill(plainThanks);
  });
  return posts;
}

/** The browser's own POSTs to the service, to read the exact multipart body it sent. */
export function collectPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(service.endpoint)) posts.push(request);
  });
  return posts;
}
