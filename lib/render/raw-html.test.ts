/** The only places that hand React raw HTML, each with the reason it is safe. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const rawHtmlAllowed: Record<string, string> = {
  'app/layout.tsx': 'two constant inline scripts of our own (the data-js flag and the speculation rules), allowed by CSP hash',
  'components/islands/Island.tsx': 'an island’s props as a JSON data block (never run), with < escaped so it cannot close the script element (lib/render/json-script.ts)',
  'components/blog/PostBody.tsx': 'the post body, rendered from the repository’s markdown through the allow-list sanitizer (lib/render/sanitizer.test.ts)',
  'components/seo/JsonLd.tsx': 'JSON-LD data built from the content files, with < escaped so it cannot close the script element',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

it('raw HTML reaches React only from the reviewed places', () => {
  const users = [...sourceFiles('app'), ...sourceFiles('components')].filter((file) => readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'));
  expect(users.filter((file) => !(file in rawHtmlAllowed))).toEqual([]);
});

it('raw HTML is never parsed from strings by the browser-side script', () => {
  const sinks = /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|createContextualFragment|new Function|\beval\(/;
  expect([...sourceFiles('lib/browser'), ...sourceFiles('islands')].filter((file) => sinks.test(readFileSync(file, 'utf8')))).toEqual([]);
});
