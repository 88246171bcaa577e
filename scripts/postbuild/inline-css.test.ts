import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { createExportContext, runPageSteps } from './context';
import { absoluteUrls, inlineCssInExport, inlineStylesheets } from './inline-css';

it('absoluteUrls resolves relative url()s against the sheet and leaves absolute ones alone', () => {
  const css = 'a{src:url(../media/inter.woff2)}b{background:url("x.png")}c{src:url(/a.png)}d{src:url(data:image/png;base64,AA)}e{fill:url(#g)}';
  expect(absoluteUrls(css, '/site/_next/static/chunks/app.css')).toBe(
    'a{src:url(/site/_next/static/media/inter.woff2)}b{background:url("/site/_next/static/chunks/x.png")}c{src:url(/a.png)}d{src:url(data:image/png;base64,AA)}e{fill:url(#g)}',
  );
});

describe('inlineStylesheets', () => {
  const page = '<html><head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><title>t</title></head><body></body></html>';

  it('puts the sheet where its link was and leaves every other byte as it was', () => {
    expect(inlineStylesheets(page, () => ' p{color:red} ')).toBe(
      '<html><head><link rel="preload" href="/f.woff2" as="font"/><style>p{color:red}</style><title>t</title></head><body></body></html>',
    );
  });

  it('keeps links to sheets that are not in the export', () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
  });

  it('refuses a sheet that would close the <style> early', () => {
    expect(() => inlineStylesheets(page, () => 'a{content:"</style>"}')).toThrow(/\/a\.css contains "<\/style"/);
  });
});

const { dir, write } = tempDir('inline-css');
it('inlineCssInExport inlines into every page the part of the export’s sheets under the base path that it and its scripts can use', () => {
  write('_next/static/chunks/a.css', 'b{font-weight:700}i{font-style:normal}.lit{color:red}.dark{color:#000}');
  write('lit.js', 'document.body.classList.add("lit")');
  const head = '<head><link rel="stylesheet" href="/site/_next/static/chunks/a.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/></head>';
  write('index.html', `${head}<body><b>x</b><script src="/site/lit.js"></script></body>`);
  runPageSteps(createExportContext({ dir, basePath: '/site' }), [inlineCssInExport]);
  expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(
    '<head><style>b{font-weight:700}.lit{color:red}</style><link rel="stylesheet" href="https://cdn.example/x.css"/></head><body><b>x</b><script src="/site/lit.js"></script></body>',
  );
});
