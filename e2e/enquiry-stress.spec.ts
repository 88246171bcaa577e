import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { contactPage, serviceOptions, timelineOptions } from '../content/contact';
import { ajaxUrl, plainUrl, serviceOrigin } from './support/enquiry';
import { boundaryOf, parseMultipart, type Fields } from './support/multipart';
import { sitePath } from './support/site';

/**
 * The enquiry under stress: a phone four times slower than this machine, a visitor who taps Name the
 * moment the page appears (which is what starts the framework loading) and fills the form while it
 * takes over, half the rounds key by key and half all at once like the browser's autofill. Each round
 * must end in exactly one POST carrying every typed value. A count, not a timing: any lost round fails.
 */
const rounds = 30;
const cpuSlowdown = 4;
/** How long a round may wait for its POST: the form promises an answer within 20 seconds. */
const answerWithin = 20_000;

const accepted = {
  status: 200,
  headers: { 'access-control-allow-origin': '*' },
  contentType: 'application/json',
  body: '{"success":"true","message":"The form was submitted successfully."}',
};

/** A different visitor each round, so a value left over from an earlier round cannot pass for this one's. */
function visitorFor(round: number) {
  return {
    name: `Visitor ${round} Okafor`,
    email: `visitor${round}@example.org`,
    company: `Company ${round}`,
    service: serviceOptions[round % serviceOptions.length],
    timeline: timelineOptions[round % timelineOptions.length],
    project: `Project ${round}: rewrite the service pages.`,
    success: `Success ${round}: more enquiries.`,
  };
}

function typedFields(visitor: ReturnType<typeof visitorFor>): Fields {
  return [
    ['name', visitor.name],
    ['email', visitor.email],
    ['company', visitor.company],
    ['services', visitor.service],
    ['timeline', visitor.timeline.value],
    ['project', visitor.project],
    ['success', visitor.success],
  ];
}

/** A new visitor on the phone this project emulates: fresh storage, slowed CPU. */
async function phoneVisitor(browser: Browser, info: TestInfo) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const posts: Request[] = [];
  await context.route(`${serviceOrigin}/**`, (route) => {
    const request = route.request();
    if (request.method() === 'POST') posts.push(request);
    if (request.url() === ajaxUrl) return route.fulfill(accepted);
    if (request.url() === plainUrl) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sent</title><h1>Sent</h1>' });
    return route.abort('blockedbyclient');
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    return dialog.accept();
  });
  return { context, page, posts, alerts };
}

interface Outcome {
  /** Why the round lost the enquiry, or null when exactly one POST carried every typed value. */
  lost: string | null;
  /** Whether the POST went to the plain address (the loader's fallback) rather than by AJAX. */
  plain: boolean;
}

async function round(browser: Browser, info: TestInfo, n: number): Promise<Outcome> {
  const { context, page, posts, alerts } = await phoneVisitor(browser, info);
  try {
    const lost = await play(page, posts, alerts, n);
    return { lost, plain: posts.some((post) => post.url() === plainUrl) };
  } finally {
    await context.close();
  }
}

/** One visitor's round on `page`: why it lost the enquiry, or null. */
async function play(page: Page, posts: Request[], alerts: string[], n: number): Promise<string | null> {
  const visitor = visitorFor(n);
  const autofill = n % 2 === 1;
  await page.goto(sitePath('/contact'), { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: contactPage.formTitle });
  const name = form.getByLabel('Name *');
  const email = form.getByLabel('Email *');
  await name.tap();
  if (autofill) {
    await name.fill(visitor.name);
    await email.fill(visitor.email);
  } else {
    await name.pressSequentially(visitor.name);
    await email.tap();
    await email.pressSequentially(visitor.email);
  }
  await form.getByLabel('Company or website').fill(visitor.company);
  await form.getByRole('checkbox', { name: visitor.service }).tap();
  await form.getByLabel('Timeline').selectOption(visitor.timeline.value);
  await form.getByLabel('Tell me about your project').fill(visitor.project);
  await form.getByLabel('What would success look like?').fill(visitor.success);
  await form.getByRole('button', { name: /Send my enquiry|Sending/ }).tap();

  // The round's outcome: a POST, or a form the browser will not send (a required field was wiped).
  try {
    await expect
      .poll(async () => posts.length > 0 || (await form.evaluate((f: HTMLFormElement) => f.dataset.ready !== undefined && !f.checkValidity()).catch(() => false)), {
        timeout: answerWithin,
      })
      .toBe(true);
  } catch {
    return 'no POST and no answer';
  }
  if (posts.length === 0) {
    const values = await form.evaluate((f: HTMLFormElement) => [...new FormData(f)].filter(([, v]) => v !== '').map(([k]) => k).join(','));
    return `the browser refused to send; fields still holding values: ${values}`;
  }
  // The visitor's answer (the alert, or the page the plain post leads to) ends the round; then count.
  await expect.poll(() => alerts.length > 0 || page.url() === plainUrl, { timeout: answerWithin }).toBe(true);
  if (posts.length !== 1) return `${posts.length} POSTs`;
  const [post] = posts;
  const fields = parseMultipart(post.postData() ?? '', boundaryOf(post.headers()['content-type']));
  const expected = typedFields(visitor);
  const sent = fields.slice(0, expected.length);
  return JSON.stringify(sent) === JSON.stringify(expected) ? null : `sent ${JSON.stringify(sent)}`;
}

test('the enquiry survives a slow phone and an eager visitor, every round', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone scenario; one project keeps the suite affordable');
  test.setTimeout(rounds * (answerWithin + 15_000));
  const lost: string[] = [];
  let plain = 0;
  for (let n = 1; n <= rounds; n++) {
    const outcome = await round(browser, info, n);
    if (outcome.lost) lost.push(`round ${n} (${n % 2 === 1 ? 'autofill' : 'key by key'}): ${outcome.lost}`);
    if (outcome.plain) plain++;
  }
  console.log(`enquiry stress: ${lost.length} of ${rounds} rounds lost the enquiry; ${plain} went to the plain address`);
  for (const line of lost) console.log(`  ${line}`);
  expect(lost).toEqual([]);
});
