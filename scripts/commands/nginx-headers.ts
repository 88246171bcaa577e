/**
 * `npm run nginx-headers -- <folder>`: after `npm run build`, writes the headers of `out/_headers` as three nginx
 * snippets (docs/deploy/nginx.md), one per location, since an `add_header` in a location replaces the server's:
 * `site.conf` for pages and files, `static.conf` for the hashed assets, `admin.conf` for the editor. Run it after
 * every build: the header policy lists the pages' script hashes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath, exportDir } from '../settings';
import { headersFileName, revalidate } from '../postbuild/headers';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../postbuild/headers-file';

/** The snippets: their file names and a path each stands for (the `Cache-Control` a host sends by default added). */
const locations: Array<{ file: string; path: string; defaults: Record<string, string> }> = [
  { file: 'site.conf', path: '/', defaults: { 'Cache-Control': revalidate } },
  { file: 'static.conf', path: '/_next/static/app.js', defaults: {} },
  { file: 'admin.conf', path: '/admin', defaults: { 'Cache-Control': revalidate } },
];

/** One nginx `add_header` line per header, sent with every status (`always`). */
export function nginxSnippet(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" always;\n`)
    .join('');
}

/** Each snippet's file name and text for the rules of a `_headers` file. */
export function nginxSnippets(rules: readonly HeaderRule[]): Array<{ file: string; text: string }> {
  return locations.map(({ file, path, defaults }) => ({ file, text: nginxSnippet({ ...defaults, ...headersForPath(rules, `${basePath}${path}`) }) }));
}

function main(folder: string | undefined) {
  if (!folder) {
    console.error('Usage: npm run nginx-headers -- <folder>, e.g. /etc/nginx/snippets/site (after npm run build)');
    process.exit(1);
  }
  const rules = parseHeadersFile(readFileSync(join(exportDir, headersFileName), 'utf8'));
  mkdirSync(folder, { recursive: true });
  for (const { file, text } of nginxSnippets(rules)) writeFileSync(join(folder, file), text);
  console.log(`nginx-headers: wrote ${locations.map(({ file }) => file).join(', ')} in ${folder}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv[2]);
