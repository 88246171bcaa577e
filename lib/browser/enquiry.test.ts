import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquirySubject, serviceOptions } from '@/lib/content/contact';
import type { ServiceSettings } from '@/lib/form-service';
import {
  buildEnquiryFormData,
  coerceEnquiry,
  emptyEnquiry,
  enquiryAsText,
  enquiryFromFormData,
  enquiryMailto,
  isBlank,
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

const formSubmit = (to: string): ServiceSettings => ({ service: 'formsubmit', endpoint: 'https://service.test', key: to, to, subject: enquirySubject });
const settings = formSubmit('a@b.co');

describe('buildEnquiryFormData', () => {
  it('sends every field in the form order, then the added fields', () => {
    expect(entries(buildEnquiryFormData(filled, formSubmit('hello@example.com')))).toEqual([
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
    expect(buildEnquiryFormData(all, settings).getAll('services')).toEqual([...serviceOptions]);
  });

  it('sends empty optional fields and no services entry when none is ticked', () => {
    const data = buildEnquiryFormData({ ...emptyEnquiry, name: 'A', email: 'a@b.co' }, formSubmit('to@b.co'));
    expect(data.getAll('services')).toEqual([]);
    expect(entries(data).map(([key]) => key)).toEqual([
      'name', 'email', 'company', 'timeline', 'project', 'success', '_to', '_subject', '_honey',
    ]);
    expect(data.get('company')).toBe('');
    expect(data.get('timeline')).toBe('');
  });

  it('passes on what a bot typed into the honeypot', () => {
    expect(buildEnquiryFormData(filled, settings, 'spam').get('_honey')).toBe('spam');
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
  const body = buildEnquiryFormData(filled, settings);

  it('posts to the service\'s scripted address and says what its answer means', async () => {
    const answer = vi.fn(async () => new Response('{"success":"true"}', { status: 200 }));
    vi.stubGlobal('fetch', answer);
    expect(await sendEnquiry(settings, body)).toEqual({ kind: 'sent' });
    expect(answer).toHaveBeenCalledWith('https://service.test/ajax/a@b.co', expect.objectContaining({ method: 'POST', body }));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":"false","message":"No."}', { status: 200 })));
    expect(await sendEnquiry(settings, body)).toEqual({ kind: 'refused', reason: 'No. (HTTP 200)' });
  });

  it('calls a request that throws unreadable: it may have reached the service', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    expect(await sendEnquiry(settings, body)).toEqual({ kind: 'unreadable', reason: 'TypeError: network' });
  });

  it('gives up a request that never answers, through its abort signal', async () => {
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', hang);
    expect(await sendEnquiry(settings, body, 20)).toEqual({ kind: 'unreadable', reason: 'no answer within 0.02 s' });
    expect(hang).toHaveBeenCalledOnce();
  });
});

it('the enquiry as text lists the filled fields under their labels, for an email', () => {
  const text = enquiryAsText({ ...filled, company: '' });
  expect(text).toContain('Name:\nPriya Shah');
  expect(text).toContain('LinkedIn ghostwriting, Website content');
  expect(text).not.toContain('Company or website');
  expect(text).not.toContain('*');
});

it('the enquiry as text opens an email with the subject and the text', () => {
  const address = new URL(enquiryMailto('a@b.co', 'Line 1\nLine & 2'));
  expect(address.protocol).toBe('mailto:');
  expect(address.pathname).toBe('a@b.co');
  expect(address.searchParams.get('subject')).toBe(enquirySubject);
  expect(address.searchParams.get('body')).toBe('Line 1\nLine & 2');
});
