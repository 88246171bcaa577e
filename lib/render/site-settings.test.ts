import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../scripts/prebuild/check-settings';
import { validateSettings } from './site-settings';

const valid = JSON.parse(readFileSync('content/site.json', 'utf8')) as Record<string, unknown>;
const errorsOf = (data: unknown) => {
  const result = validateSettings(data);
  return result.ok ? [] : result.errors;
};

describe('the owner settings (content/site.json)', () => {
  it('are valid as shipped', () => {
    expect(checkSettings()).toEqual([]);
  });

  it('name the file and the field of every problem', () => {
    expect(errorsOf({ ...valid, email: 'hello at example', url: 'www.example.com', copyrightYear: '2025', brand: '' })).toEqual([
      'content/site.json: "brand" must not be empty: write its text',
      'content/site.json: "email" must be an email address, e.g. hello@example.com (got "hello at example")',
      'content/site.json: "url" must be a full address such as https://www.example.com (got "www.example.com")',
      'content/site.json: "copyrightYear" must be a year, e.g. 2025 (without quotes)',
    ]);
    const withoutOwner = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== 'owner'));
    expect(errorsOf(withoutOwner)).toEqual(['content/site.json: "owner" is missing: add it to the file']);
    expect(errorsOf({ ...valid, colour: 'teal' })[0]).toMatch(/^content\/site\.json: unknown field "colour": correct the spelling or remove it \(allowed: brand, /);
    expect(errorsOf('text')).toEqual(['content/site.json: must be one object of settings in braces, { "brand": "…", … }']);
  });

  it('take an empty booking page or portrait as none, and check them when set', () => {
    const result = validateSettings({ ...valid, bookingUrl: '' });
    expect(result.ok && [result.value.bookingUrl, result.value.portrait]).toEqual([undefined, undefined]);
    const withPortrait = validateSettings({ ...valid, portrait: { file: '/images/me.jpg', alt: 'Jane at her desk' } });
    expect(withPortrait.ok && withPortrait.value.portrait).toEqual({ file: 'images/me.jpg', alt: 'Jane at her desk' });
    expect(errorsOf({ ...valid, bookingUrl: 'cal.com/me', portrait: { file: 'portrait.jpg', alt: 'Me' } })).toEqual([
      'content/site.json: "bookingUrl" must be a full address such as https://cal.com/your-name/30min (got "cal.com/me")',
      'content/site.json: "portrait.file" must be a site path such as /images/portrait.jpg',
    ]);
  });

  it('report a file that is not JSON with its file name, before anything reads it', () => {
    const file = join(tmpdir(), 'site-settings-test.json');
    writeFileSync(file, '{ "brand": "X", }');
    expect(checkSettings(file)).toEqual([expect.stringMatching(new RegExp(`^${file}: is not valid JSON \\(.+\\); check the quotes, commas and braces`))]);
  });
});
