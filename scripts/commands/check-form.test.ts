/** `npm run check:form` itself, pointed at a stand-in of each answer with FORM_ENDPOINT (and FORM_SERVICE). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInAnswer } from '@/tests/support/form-stand-in';
import { exitCodes, testEnquiry, type FormState } from './check-form';

const run = promisify(execFile);

async function checkForm(env: Record<string, string>): Promise<{ lines: string[]; code: number }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/commands/check-form.ts'], { env: { ...process.env, ...env } });
    return { lines: stdout.trim().split('\n'), code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { lines: failed.stdout.trim().split('\n'), code: failed.code };
  }
}

const cases: Array<[StandInAnswer, FormState, RegExp]> = [
  ['success', 'delivered', /^delivered: FormSubmit accepted a test enquiry from https:\/\/www\.example\.com for hello@example\.com; look for/],
  ['activation', 'activation', /^needs activation: FormSubmit has emailed an activation link to hello@example\.com for https:\/\/www\.example\.com .*click it, then run npm run check:form again/],
  ['web-server', 'refused', /^refused: FormSubmit refused the test enquiry from https:\/\/www\.example\.com: Make sure you open this page through a web server/],
  ['too-many', 'refused', /^refused: .*: HTTP 429$/],
  ['server-error', 'refused', /^refused: .*: HTTP 500$/],
  ['html', 'unreachable', /^unreachable: FormSubmit at http:\/\/127\.0\.0\.1:\d+\/ajax\/hello@example\.com gave a web page instead of its JSON answer/],
];

describe('npm run check:form', { timeout: 60_000 }, () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn('formsubmit');
  });
  afterAll(() => standIn.close());
  const env = () => ({ FORM_ENDPOINT: standIn.url, SITE_URL: 'https://www.example.com', ENQUIRY_EMAIL: 'hello@example.com' });

  for (const [answer, state, line] of cases) {
    it(`says "${state}" for the ${answer} answer, exit ${exitCodes[state]}`, async () => {
      standIn.answer = answer;
      const before = standIn.requests.length;
      const result = await checkForm(env());
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toMatch(line);
      expect(result.code).toBe(exitCodes[state]);
      // One labelled test enquiry, sent with the production origin.
      expect(standIn.requests.length).toBe(before + 1);
      const request = standIn.requests.at(-1)!;
      expect(request.headers.origin).toBe('https://www.example.com');
      expect(request.fields.find(([name]) => name === 'name')?.[1]).toBe('Website check (npm run check:form)');
    });
  }

  it('says "unreachable" when nothing answers, exit 4', async () => {
    const closed = await startStandIn('formsubmit');
    await closed.close();
    const result = await checkForm({ ...env(), FORM_ENDPOINT: closed.url });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(/^unreachable: FormSubmit at http:\/\/127\.0\.0\.1:\d+\/ajax\/hello@example\.com could not be reached/);
    expect(result.code).toBe(exitCodes.unreachable);
  });

  it('names a wrong setting, exit 1', async () => {
    const result = await checkForm({ ...env(), FORM_SERVICE: 'web3forms:not-a-key' });
    expect(result.lines).toEqual([expect.stringMatching(/^settings: lib\/content\/site\.ts: enquiries\.service Web3Forms needs the access key/)]);
    expect(result.code).toBe(exitCodes.settings);
  });

  for (const [service, label] of [
    ['formspree:xayzwbcd', 'Formspree'],
    ['web3forms:1f2e3d4c-5b6a-4980-a1b2-c3d4e5f60718', 'Web3Forms'],
  ] as const) {
    it(`checks ${label} the same way: delivered, then refused with its reason`, async () => {
      const other = await startStandIn(service.startsWith('formspree') ? 'formspree' : 'web3forms');
      try {
        expect(await checkForm({ ...env(), FORM_ENDPOINT: other.url, FORM_SERVICE: service })).toEqual({ lines: [expect.stringMatching(new RegExp(`^delivered: ${label} accepted`))], code: 0 });
        other.answer = 'refused';
        const refused = await checkForm({ ...env(), FORM_ENDPOINT: other.url, FORM_SERVICE: service });
        expect(refused.lines).toEqual([expect.stringMatching(new RegExp(`^refused: ${label} refused the test enquiry from https://www.example.com: .+ \\(HTTP 4\\d\\d\\)$`))]);
        expect(refused.code).toBe(exitCodes.refused);
      } finally {
        await other.close();
      }
    });
  }

  it('labels the test enquiry in the fields the owner sees first', () => {
    const fields = testEnquiry({ service: 'formsubmit', endpoint: '', key: 'a@b.co', to: 'a@b.co', subject: '' }, 'https://www.example.com', new Date('2026-01-02T03:04:05Z'));
    expect(fields[0]).toEqual(['name', 'Website check (npm run check:form)']);
    expect(fields.find(([name]) => name === 'project')?.[1]).toContain('A test enquiry sent by npm run check:form on 2026-01-02T03:04:05.000Z');
  });
});
