import { describe, expect, it } from 'vitest';
import type { ServiceSettings } from './service';
import { readWeb3Forms, web3forms } from './web3forms';

const key = '1f2e3d4c-5b6a-4980-a1b2-c3d4e5f60718';
const settings: ServiceSettings = { service: 'web3forms', endpoint: 'https://api.web3forms.com', key, to: 'me@example.com', subject: 'New Contact Form Submission' };

describe('Web3Forms', () => {
  it('posts to /submit with the access key as a field, its subject field and the botcheck trap', () => {
    expect(web3forms.ajaxUrl(settings)).toBe('https://api.web3forms.com/submit');
    expect(web3forms.plainUrl(settings)).toBe('https://api.web3forms.com/submit');
    expect(web3forms.fields(settings)).toEqual([
      ['access_key', key],
      ['subject', 'New Contact Form Submission'],
    ]);
    expect(web3forms.honeypot).toBe('botcheck');
  });

  it('returns a no-script visitor to the redirect address', () => {
    expect(web3forms.plainFields(settings, 'https://site.test/contact/sent')).toEqual([['redirect', 'https://site.test/contact/sent']]);
    expect(web3forms.returnField).toBe('redirect');
  });

  it('checks the access key\'s shape', () => {
    expect(web3forms.keyProblem(key)).toBeUndefined();
    expect(web3forms.keyProblem('my-key')).toMatch(/not a Web3Forms access key/);
  });

  it('reads success as a boolean, and a refusal with its message', () => {
    expect(readWeb3Forms(200, '{"success":true,"message":"Email sent successfully!"}')).toEqual({ kind: 'sent' });
    expect(readWeb3Forms(200, '{"success":"true"}').kind).toBe('unreadable');
    expect(readWeb3Forms(400, '{"success":false,"message":"Invalid Access Key"}')).toEqual({ kind: 'refused', reason: 'Invalid Access Key (HTTP 400)' });
    expect(readWeb3Forms(429, 'Too many')).toEqual({ kind: 'refused', reason: 'HTTP 429' });
    expect(readWeb3Forms(200, '').kind).toBe('unreadable');
  });
});
