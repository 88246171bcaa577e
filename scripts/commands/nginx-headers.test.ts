import { expect, it } from 'vitest';
import { immutable, revalidate, siteHeaderRules } from '../postbuild/headers';
import { nginxSnippet, nginxSnippets } from './nginx-headers';

it('writes each location every header its path gets from _headers, sent with every status, escaped', () => {
  const snippet = Object.fromEntries(nginxSnippets(siteHeaderRules({ scriptHashes: ["'sha256-abc='"] })).map(({ file, text }) => [file, text]));
  expect(snippet['site.conf']).toMatch(/^add_header Cache-Control "[^"]+" always;\nadd_header Content-Security-Policy "default-src 'self';[^"]*'sha256-abc='[^"]*" always;\n/);
  expect(snippet['site.conf']).toContain(`${revalidate}" always;`);
  expect(snippet['site.conf']).toContain('add_header X-Frame-Options "DENY" always;\n');
  expect(snippet['static.conf']).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
  expect(snippet['static.conf']).toContain(`add_header Cache-Control "${immutable}" always;`);
  expect(snippet['admin.conf']).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;\n');
  expect(snippet['admin.conf']).toContain('add_header X-Robots-Tag "noindex, nofollow" always;\n');
  expect(nginxSnippet({ Test: 'a "quoted" \\ value' })).toBe('add_header Test "a \\"quoted\\" \\\\ value" always;\n');
});
