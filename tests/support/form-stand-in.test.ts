/** Each service module against its stand-in: the browser's own send, run with Node's fetch, and the plain post. */
import { afterEach, describe, expect, it } from 'vitest';
import { enquirySubject } from '@/lib/content/contact';
import { buildEnquiryFormData, emptyEnquiry, enquiryFields, sendEnquiry } from '@/lib/browser/enquiry';
import { requestFields, serviceIds, serviceOf, type Answer, type ServiceId, type ServiceSettings } from '@/lib/form-service';
import { startStandIn, type StandIn, type StandInAnswer } from './form-stand-in';

const keys: Record<ServiceId, string> = { formsubmit: 'me@example.com', formspree: 'xayzwbcd', web3forms: '1f2e3d4c-5b6a-4980-a1b2-c3d4e5f60718' };
const enquiry = { ...emptyEnquiry, name: 'Priya', email: 'priya@example.com', services: ['Blog strategy' as const] };

/** What each answer means, per service: the services without an activation step answer it as a plain success. */
const expected = (service: ServiceId): Record<Exclude<StandInAnswer, 'hang' | 'late-success'>, Answer['kind']> => ({
  success: 'sent',
  refused: 'refused',
  activation: service === 'formsubmit' ? 'activation' : 'sent',
  'web-server': service === 'formsubmit' ? 'refused' : 'unreadable',
  forbidden: 'refused',
  'too-many': 'refused',
  'server-error': 'refused',
  html: 'unreadable',
  empty: 'unreadable',
  invalid: 'unreadable',
  'no-cors': 'sent',
  'stray-redirect': 'sent',
});

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

for (const id of serviceIds) {
  describe(`${serviceOf({ service: id }).name} against its stand-in`, () => {
    const settingsFor = (url: string): ServiceSettings => ({ service: id, endpoint: url, key: keys[id], to: 'me@example.com', subject: enquirySubject });

    for (const [answer, kind] of Object.entries(expected(id))) {
      it(`reads the "${answer}" answer as ${kind}`, async () => {
        standIn = await startStandIn(id, answer as StandInAnswer);
        const settings = settingsFor(standIn.url);
        const result = await sendEnquiry(settings, buildEnquiryFormData(enquiry, settings));
        expect(result.kind).toBe(kind);
        expect(standIn.requests).toHaveLength(1);
        expect(standIn.requests[0].fields).toEqual(requestFields(settings, enquiryFields(enquiry), ''));
        expect(standIn.requests[0].dropped).toBe(false);
      });
    }

    it('gives up an answer that never comes, and one that comes too late, as unreadable', async () => {
      standIn = await startStandIn(id, 'late-success');
      const settings = settingsFor(standIn.url);
      expect(await sendEnquiry(settings, buildEnquiryFormData(enquiry, settings), 50)).toEqual({ kind: 'unreadable', reason: 'no answer within 0.05 s' });
      standIn.answer = 'hang';
      expect((await sendEnquiry(settings, buildEnquiryFormData(enquiry, settings), 50)).kind).toBe('unreadable');
      // No count of what arrived: on a busy machine a send may give up before its body reaches the stand-in.
    });

    it('drops a send whose honeypot is filled while answering success', async () => {
      standIn = await startStandIn(id, 'success');
      const settings = settingsFor(standIn.url);
      expect((await sendEnquiry(settings, buildEnquiryFormData(enquiry, settings, 'bot'))).kind).toBe('sent');
      expect(standIn.requests[0].dropped).toBe(true);
    });

    it('returns a plain post where the service promises', async () => {
      standIn = await startStandIn(id, 'success');
      const settings = settingsFor(standIn.url);
      const service = serviceOf(settings);
      const body = new FormData();
      for (const [name, value] of requestFields(settings, enquiryFields(enquiry), '', 'https://site.test/contact/sent')) body.append(name, value);
      const response = await fetch(service.plainUrl(settings), { method: 'POST', body, redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(service.returnField ? 'https://site.test/contact/sent' : '/thanks');
      expect(standIn.requests[0].plain).toBe(true);
    });
  });
}
