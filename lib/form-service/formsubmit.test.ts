import { describe, expect, it } from 'vitest';
import { formSubmit, readFormSubmit } from './formsubmit';
import type { ServiceSettings } from './service';

const settings: ServiceSettings = { service: 'formsubmit', endpoint: 'https://formsubmit.co', key: 'me@example.com', to: 'me@example.com', subject: 'New Contact Form Submission' };

describe('FormSubmit', () => {
  it('is addressed by the enquiry email, scripted and plain', () => {
    expect(formSubmit.ajaxUrl(settings)).toBe('https://formsubmit.co/ajax/me@example.com');
    expect(formSubmit.plainUrl(settings)).toBe('https://formsubmit.co/me@example.com');
    expect(formSubmit.honeypot).toBe('_honey');
  });

  it('sends the specification\'s fields, and each owner option only when it is on', () => {
    expect(formSubmit.fields(settings)).toEqual([
      ['_to', 'me@example.com'],
      ['_subject', 'New Contact Form Submission'],
    ]);
    expect(formSubmit.fields({ ...settings, backupAddress: 'b@example.com', visitorCopy: 'Thanks', mailLayout: 'table' })).toEqual([
      ['_to', 'me@example.com'],
      ['_subject', 'New Contact Form Submission'],
      ['_cc', 'b@example.com'],
      ['_autoresponse', 'Thanks'],
      ['_template', 'table'],
    ]);
  });

  it('returns a no-script visitor to _next, with no captcha page', () => {
    expect(formSubmit.plainFields(settings, 'https://site.test/contact/sent')).toEqual([
      ['_next', 'https://site.test/contact/sent'],
      ['_captcha', 'false'],
    ]);
    expect(formSubmit.returnField).toBe('_next');
  });

  it('reads success as the string "true" (or a boolean), only with a 2xx status', () => {
    expect(readFormSubmit(200, '{"success":"true","message":"The form was submitted successfully."}')).toEqual({ kind: 'sent' });
    expect(readFormSubmit(201, '{"success":true}')).toEqual({ kind: 'sent' });
    expect(readFormSubmit(500, '{"success":"true"}').kind).toBe('refused');
  });

  it('tells the activation answer apart from a refusal', () => {
    expect(readFormSubmit(200, '{"success":"false","message":"This form needs Activation. We\'ve sent you an email."}')).toEqual({
      kind: 'activation',
      reason: "This form needs Activation. We've sent you an email.",
    });
    expect(readFormSubmit(200, '{"success":"false","message":"Make sure you open this page through a web server."}')).toEqual({
      kind: 'refused',
      reason: 'Make sure you open this page through a web server. (HTTP 200)',
    });
    expect(readFormSubmit(429, 'Too many requests')).toEqual({ kind: 'refused', reason: 'HTTP 429' });
    expect(readFormSubmit(403, '<html>Forbidden</html>')).toEqual({ kind: 'refused', reason: 'HTTP 403' });
  });

  it('calls a 2xx answer it cannot read unreadable: the enquiry may have gone', () => {
    expect(readFormSubmit(200, '<!doctype html><h1>Thanks</h1>')).toEqual({ kind: 'unreadable', reason: 'a web page instead of its JSON answer (HTTP 200)' });
    expect(readFormSubmit(200, '')).toEqual({ kind: 'unreadable', reason: 'an empty answer (HTTP 200)' });
    expect(readFormSubmit(200, '{"success": "tr').kind).toBe('unreadable');
    expect(readFormSubmit(200, '{}').kind).toBe('unreadable');
    expect(readFormSubmit(200, 'null').kind).toBe('unreadable');
  });
});
