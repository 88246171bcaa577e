import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { contactPage, formLabels, serviceOptions, timelineOptions } from '../lib/content/contact';
import { answerWithinMs } from '../lib/browser/enquiry';
import { accepted, holdScripts, plainUrl, recordService, routeAjax, routePlainPost } from './support/enquiry';
import { formFields } from '../tests/support/form-stand-in';
import type { Fields } from './support/multipart';
import { sitePath } from './support/site';
import { fullBrowser } from '../tests/support/browser';
import { slowPhoneCpu } from '../tests/support/throttle';

/**
 * The enquiry under stress: a phone six times slower, a visitor filling the form while React takes over. The island's
 * bundle is held until a chosen moment of the filling, so the race is certain; every round must end in exactly one
 * POST carrying every typed value. A count, not a timing.
 */

/** The enquiry specs drive the full browser (tests/support/browser.ts). */
test.use({ launchOptions: fullBrowser });

/** The moments the island's bundle is let go, in the order the visitor reaches them. */
const releaseMoments = ['at the first tap', 'after the name', 'after the email', 'before Send', 'after Send'] as const;
type Moment = (typeof releaseMoments)[number];
const styles = ['key by key', 'all at once, like autofill'] as const;

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

/** A new visitor on the phone this project emulates: fresh storage, slowed CPU, the service answered, the island's bundle held. */
async function phoneVisitor(browser: Browser, info: TestInfo) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhoneCpu });
  const others = await recordService(page);
  const ajax = await routeAjax(page, (route) => route.fulfill(accepted));
  const plain = await routePlainPost(page);
  const posts = () => [...ajax, ...plain, ...others].filter((request) => request.method() === 'POST');
  const release = await holdScripts(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    return dialog.accept();
  });
  return { context, page, posts, alerts, release };
}

interface Outcome {
  /** Why the round lost the enquiry (or raced nothing), or null when exactly one POST carried every typed value. */
  lost: string | null;
  /** Whether the POST went to the plain address (the loader's fallback) rather than by AJAX. */
  plain: boolean;
  /** Whether the form was React's by the time Send was tapped. */
  readyAtSend: boolean;
}

async function round(browser: Browser, info: TestInfo, n: number, autofill: boolean, moment: Moment): Promise<Outcome> {
  const { context, page, posts, alerts, release } = await phoneVisitor(browser, info);
  try {
    return await play(page, posts, alerts, release, n, autofill, moment);
  } finally {
    await context.close();
  }
}

/** One visitor's round on `page`. */
async function play(page: Page, posts: () => Request[], alerts: string[], release: () => void, n: number, autofill: boolean, moment: Moment): Promise<Outcome> {
  const visitor = visitorFor(n);
  await page.goto(sitePath('/contact'), { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: contactPage.formTitle });
  const isReady = () => form.evaluate((f: HTMLFormElement) => f.dataset.ready !== undefined);
  let raced = true;
  const reached = async (here: Moment) => {
    if (here !== moment) return;
    // The bundle was held until now: the form must still be the page's own, so the takeover starts here.
    if (await isReady()) raced = false;
    release();
  };
  const name = form.getByLabel('Name *');
  const email = form.getByLabel('Email *');
  await name.tap();
  await reached('at the first tap');
  if (autofill) await name.fill(visitor.name);
  else await name.pressSequentially(visitor.name);
  await reached('after the name');
  if (autofill) await email.fill(visitor.email);
  else {
    await email.tap();
    await email.pressSequentially(visitor.email);
  }
  await reached('after the email');
  await form.getByLabel('Company or website').fill(visitor.company);
  await form.getByRole('checkbox', { name: visitor.service }).tap();
  await form.getByLabel('Timeline').selectOption(visitor.timeline.value);
  await form.getByLabel('Tell me about your project').fill(visitor.project);
  await form.getByLabel('What would success look like?').fill(visitor.success);
  await reached('before Send');
  const readyAtSend = await isReady();
  await form.getByRole('button', { name: new RegExp(`^(${formLabels.submit}|${formLabels.sending})$`) }).tap();
  await reached('after Send');
  const outcome = (lost: string | null) => ({ lost: raced ? lost : 'the form was ready before the bundle was let go: nothing raced', plain: posts().some((post) => post.url() === plainUrl), readyAtSend });

  // The round's outcome: a POST, or a form the browser will not send (a required field was wiped).
  try {
    await expect
      .poll(async () => posts().length > 0 || (await form.evaluate((f: HTMLFormElement) => f.dataset.ready !== undefined && !f.checkValidity()).catch(() => false)), {
        timeout: answerWithinMs,
      })
      .toBe(true);
  } catch {
    return outcome('no POST and no answer');
  }
  if (posts().length === 0) {
    const values = await form.evaluate((f: HTMLFormElement) => [...new FormData(f)].filter(([, v]) => v !== '').map(([k]) => k).join(','));
    return outcome(`the browser refused to send; fields still holding values: ${values}`);
  }
  // The visitor's answer (the alert, or the page the plain post leads to) ends the round; then count.
  await expect.poll(() => alerts.length > 0 || page.url() === plainUrl, { timeout: answerWithinMs }).toBe(true);
  const sent = posts();
  if (sent.length !== 1) return outcome(`${sent.length} POSTs`);
  const fields = await formFields(sent[0].postData() ?? '', sent[0].headers()['content-type']);
  const expected = typedFields(visitor);
  const typed = fields.slice(0, expected.length);
  return outcome(JSON.stringify(typed) === JSON.stringify(expected) ? null : `sent ${JSON.stringify(typed)}`);
}

/**
 * Rounds per filling style and moment: `npm test` runs 2 styles x 5 moments x 1 = 10 rounds (about a minute);
 * `STRESS_REPEATS=6 npx playwright test --project=phone e2e/enquiry-stress.spec.ts` runs the 60-round check.
 */
const repeats = Number(process.env.STRESS_REPEATS ?? 1);

for (const [styleIndex, style] of styles.entries()) {
  for (const [momentIndex, moment] of releaseMoments.entries()) {
    test(`the enquiry survives a slow phone and an eager visitor filling the form ${style}, the island arriving ${moment}`, async ({ browser }, info) => {
      test.setTimeout(repeats * (2 * answerWithinMs + 15_000));
      const lost: string[] = [];
      let plain = 0;
      let readyAtSend = 0;
      for (let repeat = 0; repeat < repeats; repeat++) {
        const n = (styleIndex * releaseMoments.length + momentIndex) * repeats + repeat + 1;
        const outcome = await round(browser, info, n, style !== 'key by key', moment);
        if (outcome.lost) lost.push(`round ${n}: ${outcome.lost}`);
        if (outcome.plain) plain++;
        if (outcome.readyAtSend) readyAtSend++;
      }
      console.log(`enquiry stress, ${style}, island ${moment}: ${lost.length} of ${repeats} rounds lost the enquiry; React had taken over by Send in ${readyAtSend}; ${plain} went to the plain address`);
      for (const line of lost) console.log(`  ${line}`);
      expect(lost).toEqual([]);
    });
  }
}
