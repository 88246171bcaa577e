import { describe, expect, it } from 'vitest';
import { formspree, readFormspree } from './formspree';
import type { ServiceSettings } from './service';

const settings: ServiceSettings = { service: 'formspree', endpoint: 'https://formspree.io', key: 'xayzwbcd', to: 'me@example.com', subject: 'New Contact Form Submission' };

describe('Formspree', () => {
  it('is addressed by the form id on both paths, asks for JSON and traps bots in _gotcha', () => {
    expect(formspree.ajaxUrl(settings)).toBe('https://formspree.io/f/xayzwbcd');
    expect(formspree.plainUrl(settings)).toBe('https://formspree.io/f/xayzwbcd');
    expect(formspree.headers).toEqual({ Accept: 'application/json' });
    expect(formspree.honeypot).toBe('_gotcha');
    expect(formspree.fields(settings)).toEqual([['_subject', 'New Contact Form Submission']]);
  });

  it('shows its own thank-you page after a plain post (_next is a paid feature)', () => {
    expect(formspree.plainFields(settings, 'https://site.test/contact/sent')).toEqual([]);
    expect(formspree.returnField).toBeUndefined();
  });

  it('checks the form id\'s shape', () => {
    expect(formspree.keyProblem('xayzwbcd')).toBeUndefined();
    expect(formspree.keyProblem('')).toMatch(/not a Formspree form id/);
    expect(formspree.keyProblem('https://formspree.io/f/x')).toMatch(/not a Formspree form id/);
  });

  it('reads {ok: true} as sent and {errors} as refused, with their messages', () => {
    expect(readFormspree(200, '{"next":"/thanks?language=en","ok":true}')).toEqual({ kind: 'sent' });
    expect(readFormspree(422, '{"error":"Validation errors","errors":[{"code":"TYPE_EMAIL","field":"email","message":"should be an email"}]}')).toEqual({
      kind: 'refused',
      reason: 'should be an email; Validation errors (HTTP 422)',
    });
    expect(readFormspree(404, '{"error":"Form not found"}')).toEqual({ kind: 'refused', reason: 'Form not found (HTTP 404)' });
    expect(readFormspree(500, '<html>')).toEqual({ kind: 'refused', reason: 'HTTP 500' });
  });

  it('calls a 2xx answer it cannot read unreadable', () => {
    expect(readFormspree(200, '<html>Thanks</html>').kind).toBe('unreadable');
    expect(readFormspree(200, '{"ok":"yes"}').kind).toBe('unreadable');
  });
});
