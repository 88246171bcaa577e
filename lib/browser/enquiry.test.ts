import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquirySubject, serviceOptions } from '@/content/contact';
import {
  ajaxEndpoint,
  buildEnquiryFormData,
  coerceEnquiry,
  emptyEnquiry,
  enquiryAsText,
  enquiryFromFormData,
  enquiryMailto,
  enquirySucceeded,
  isBlank,
  plainEndpoint,
  sendEnquiry,
  type Enquiry,
} from './enquiry';

const filled: Enquiry = {
  name: 'Priya Shah',
  email: 'priya@northwind.co.uk',
  company: 'northwind.co.uk',
  services: ['LinkedIn ghostwriting', 'Website content'],
  timeline: 'next-quarter',
  project: 'A new services site.',
  success: 'Twice the demo requests.',
};

const entries = (data: FormData) => [...data.entries()];

describe('buildEnquiryFormData', () => {
  it('sends every field in the form order, then the added fields', () => {
    expect(entries(buildEnquiryFormData(filled, 'hello@example.com'))).toEqual([
      ['name', 'Priya Shah'],
      ['email', 'priya@northwind.co.uk'],
      ['company', 'northwind.co.uk'],
      ['services', 'Website content'],
      ['services', 'LinkedIn ghostwriting'],
      ['timeline', 'next-quarter'],
      ['project', 'A new services site.'],
      ['success', 'Twice the demo requests.'],
      ['_to', 'hello@example.com'],
      ['_subject', 'New Contact Form Submission'],
      ['_honey', ''],
    ]);
  });

  it('repeats services once per selection, in the order shown whatever the click order', () => {
    const all = { ...emptyEnquiry, services: [...serviceOptions].reverse() };
    expect(buildEnquiryFormData(all, 'a@b.co').getAll('services')).toEqual([...serviceOptions]);
  });

  it('sends empty optional fields and no services entry when none is ticked', () => {
    const data = buildEnquiryFormData({ ...emptyEnquiry, name: 'A', email: 'a@b.co' }, 'to@b.co');
    expect(data.getAll('services')).toEqual([]);
    expect(entries(data).map(([key]) => key)).toEqual([
      'name', 'email', 'company', 'timeline', 'project', 'success', '_to', '_subject', '_honey',
    ]);
    expect(data.get('company')).toBe('');
    expect(data.get('timeline')).toBe('');
  });

  it('passes on what a bot typed into the honeypot', () => {
    expect(buildEnquiryFormData(filled, 'a@b.co', 'spam').get('_honey')).toBe('spam');
  });
});

describe('endpoints', () => {
  it('addresses the service by the enquiry email', () => {
    expect(ajaxEndpoint('https://formsubmit.co', 'hello@example.com')).toBe('https://formsubmit.co/ajax/hello@example.com');
    expect(plainEndpoint('https://formsubmit.co', 'hello@example.com')).toBe('https://formsubmit.co/hello@example.com');
  });
});

describe('enquirySucceeded', () => {
  it('accepts a 2xx reply whose JSON says success (string or boolean)', () => {
    expect(enquirySucceeded(200, '{"success":"true","message":"The form was submitted successfully."}')).toBe(true);
    expect(enquirySucceeded(201, '{"success":true}')).toBe(true);
  });

  it('treats an HTTP error status as failure, whatever the body says', () => {
    expect(enquirySucceeded(500, '{"success":"true"}')).toBe(false);
    expect(enquirySucceeded(404, '')).toBe(false);
    expect(enquirySucceeded(302, '{"success":"true"}')).toBe(false);
  });

  it('treats a reply that does not say success as failure', () => {
    expect(enquirySucceeded(200, '{"success":"false","message":"This form needs Activation."}')).toBe(false);
    expect(enquirySucceeded(200, '{"success":false}')).toBe(false);
    expect(enquirySucceeded(200, '{}')).toBe(false);
    expect(enquirySucceeded(200, 'null')).toBe(false);
    expect(enquirySucceeded(200, '<html>Thanks</html>')).toBe(false);
  });
});

describe('reading untrusted data', () => {
  it('reads the fields a form holds, keeping known services in the order shown', () => {
    const data = new FormData();
    data.append('name', 'Sam');
    data.append('email', 'sam@example.com');
    data.append('services', 'Not sure yet');
    data.append('services', 'Blog strategy');
    data.append('services', 'Free lunches');
    data.append('timeline', 'this-week');
    data.append('_to', 'owner@example.com');
    expect(enquiryFromFormData(data)).toEqual({
      ...emptyEnquiry,
      name: 'Sam',
      email: 'sam@example.com',
      services: ['Blog strategy', 'Not sure yet'],
      timeline: 'this-week',
    });
  });

  it('leaves anything unexpected empty', () => {
    expect(coerceEnquiry(null)).toEqual(emptyEnquiry);
    expect(coerceEnquiry({ name: 7, services: 'Blog strategy', timeline: 'someday', project: 'Hi' })).toEqual({ ...emptyEnquiry, project: 'Hi' });
  });

  it('knows a blank enquiry', () => {
    expect(isBlank(emptyEnquiry)).toBe(true);
    expect(isBlank({ ...emptyEnquiry, timeline: 'exploring' })).toBe(false);
    expect(isBlank({ ...emptyEnquiry, services: ['Agency overflow'] })).toBe(false);
  });
});

describe('sending', () => {
  afterEach(() => vi.unstubAllGlobals());
  const body = buildEnquiryFormData(filled, 'a@b.co');

  it('is a success only when the service confirms it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":"true"}', { status: 200 })));
    expect(await sendEnquiry('https://service.test/ajax/a@b.co', body)).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":"false"}', { status: 200 })));
    expect(await sendEnquiry('https://service.test/ajax/a@b.co', body)).toBe(false);
  });

  it('fails when the request throws', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    expect(await sendEnquiry('https://service.test/ajax/a@b.co', body)).toBe(false);
  });

  it('gives up a request that never answers, through its abort signal', async () => {
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', hang);
    expect(await sendEnquiry('https://service.test/ajax/a@b.co', body, 20)).toBe(false);
    expect(hang).toHaveBeenCalledOnce();
  });
});

describe('the enquiry as text', () => {
  it('lists the filled fields under their labels, for an email', () => {
    const text = enquiryAsText({ ...filled, company: '' });
    expect(text).toContain('Name:\nPriya Shah');
    expect(text).toContain('LinkedIn ghostwriting, Website content');
    expect(text).not.toContain('Company or website');
    expect(text).not.toContain('*');
  });

  it('opens an email with the subject and the text', () => {
    const address = new URL(enquiryMailto('a@b.co', 'Line 1\nLine & 2'));
    expect(address.protocol).toBe('mailto:');
    expect(address.pathname).toBe('a@b.co');
    expect(address.searchParams.get('subject')).toBe(enquirySubject);
    expect(address.searchParams.get('body')).toBe('Line 1\nLine & 2');
  });
});
