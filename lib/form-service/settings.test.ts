import { describe, expect, it } from 'vitest';
import { visitorCopy } from '@/lib/content/contact';
import { site } from '@/lib/content/site';
import { enquirySettingsProblems, serviceSettings } from './settings';

const base = { email: 'me@example.com', formEndpoint: '', enquiries: { service: 'formsubmit', backupAddress: null, copyToVisitor: false, mailLayout: null } };
const key = '1f2e3d4c-5b6a-4980-a1b2-c3d4e5f60718';

describe('enquiry settings', () => {
  it('are fine as shipped', () => {
    expect(enquirySettingsProblems(site)).toEqual([]);
  });

  it('default to FormSubmit addressed by the enquiry email, every option off', () => {
    expect(serviceSettings(base)).toEqual({
      service: 'formsubmit',
      endpoint: 'https://formsubmit.co',
      key: 'me@example.com',
      to: 'me@example.com',
      subject: 'New Contact Form Submission',
    });
  });

  it('switch service in one setting, and FORM_ENDPOINT moves any service', () => {
    expect(serviceSettings({ ...base, enquiries: { ...base.enquiries, service: 'formspree:xayzwbcd' } })).toMatchObject({ service: 'formspree', endpoint: 'https://formspree.io', key: 'xayzwbcd' });
    expect(serviceSettings({ ...base, formEndpoint: 'http://127.0.0.1:4510/', enquiries: { ...base.enquiries, service: `web3forms:${key}` } })).toMatchObject({
      service: 'web3forms',
      endpoint: 'http://127.0.0.1:4510',
      key,
    });
  });

  it('turn on the backup address, the copy to the visitor and the mail layout', () => {
    expect(serviceSettings({ ...base, enquiries: { service: 'formsubmit', backupAddress: 'b@example.com', copyToVisitor: true, mailLayout: 'table' } })).toMatchObject({
      backupAddress: 'b@example.com',
      visitorCopy,
      mailLayout: 'table',
    });
  });

  it('name the file and the setting for every problem', () => {
    expect(
      enquirySettingsProblems({ email: 'nobody', formEndpoint: 'ftp://x', enquiries: { service: 'mailchimp', backupAddress: 'backup', copyToVisitor: false, mailLayout: null } }),
    ).toEqual([
      'lib/content/site.ts: email must be an email address such as hello@example.com',
      'lib/content/site.ts: formEndpoint must be empty or a full address such as https://formsubmit.co',
      "lib/content/site.ts: enquiries.service must be 'formsubmit', 'formspree:<key>', 'web3forms:<key>'",
      'lib/content/site.ts: enquiries.backupAddress must be null or an email address',
    ]);
    expect(enquirySettingsProblems({ ...base, enquiries: { ...base.enquiries, service: 'formspree' } })).toEqual([
      'lib/content/site.ts: enquiries.service Formspree needs the form id from the Formspree dashboard (e.g. xayzwbcd): "" is not a Formspree form id (letters and digits, like xayzwbcd)',
    ]);
  });

  it('refuse a FormSubmit option with another service rather than ignore it', () => {
    expect(enquirySettingsProblems({ ...base, enquiries: { service: 'formspree:xayzwbcd', backupAddress: 'b@example.com', copyToVisitor: true, mailLayout: 'box' } })).toEqual([
      'lib/content/site.ts: enquiries.backupAddress is a FormSubmit feature: switch it off for Formspree',
      'lib/content/site.ts: enquiries.copyToVisitor is a FormSubmit feature: switch it off for Formspree',
      'lib/content/site.ts: enquiries.mailLayout is a FormSubmit feature: switch it off for Formspree',
    ]);
  });
});
