import { describe, expect, it } from 'vitest';
import { exportPathFor, formatKiB, gzipBytes, isJavaScriptType, measureScripts, scriptsInHtml } from './script-size';

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/app.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>
<link rel="modulepreload" href="/m.js"/>
<link rel="preload" as="font" href="/font.woff2"/>
<script src="/_next/a.js" async=""></script>
<script>document.documentElement.dataset.js=""</script>
<script src="/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="speculationrules">{"prerender":[]}</script>
<script type="module" src="/b.js"></script>
</head><body><p>&lt;script src="/fake.js"&gt;</p><!-- <script src="/commented.js"></script> -->
<script>self.__next_f.push([1,"</p>"])</script><script src="/enhance.js" defer></script></body></html>`;

describe('scriptsInHtml', () => {
  it('finds external and inline JavaScript once each, in document order', () => {
    expect(scriptsInHtml(page)).toEqual([
      { kind: 'external', src: '/_next/a.js' },
      { kind: 'external', src: '/m.js' },
      { kind: 'inline', code: 'document.documentElement.dataset.js=""' },
      { kind: 'external', src: '/b.js' },
      { kind: 'inline', code: 'self.__next_f.push([1,"</p>"])' },
      { kind: 'external', src: '/enhance.js' },
    ]);
  });

  it('ignores nomodule polyfills, JSON-LD, speculation rules, text and comments', () => {
    const sources = scriptsInHtml(page).map((script) => (script.kind === 'external' ? script.src : 'inline'));
    expect(sources).not.toContain('/polyfills.js');
    expect(sources).not.toContain('/fake.js');
    expect(sources).not.toContain('/commented.js');
    expect(sources).not.toContain('/font.woff2');
  });

  it('returns nothing for a page without scripts', () => {
    expect(scriptsInHtml('<!DOCTYPE html><title>x</title><p>Hello</p>')).toEqual([]);
  });
});

describe('isJavaScriptType', () => {
  it('accepts the default, module and JavaScript MIME types only', () => {
    expect(isJavaScriptType(undefined)).toBe(true);
    expect(isJavaScriptType('module')).toBe(true);
    expect(isJavaScriptType('text/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScriptType('application/ld+json')).toBe(false);
    expect(isJavaScriptType('importmap')).toBe(false);
  });
});

describe('measureScripts', () => {
  const files: Record<string, string> = { '/_next/a.js': 'a'.repeat(5000), '/b.js': 'console.log(1)', '/enhance.js': 'x()' };

  it('adds external gzip sizes to the gzip size of the inline scripts', () => {
    const size = measureScripts(page, (src) => (src in files ? Buffer.from(files[src]) : undefined));
    const externalTotal = ['/_next/a.js', '/b.js', '/enhance.js'].reduce((sum, src) => sum + gzipBytes(files[src]), 0);
    expect(size.inline).toBe(gzipBytes('document.documentElement.dataset.js=""\nself.__next_f.push([1,"</p>"])'));
    expect(size.total).toBe(externalTotal + size.inline);
    expect(size.missing).toEqual(['/m.js']);
  });

  it('is zero for a page without JavaScript', () => {
    expect(measureScripts('<p>hi</p>', () => undefined)).toEqual({ external: [], inline: 0, total: 0, missing: [] });
  });
});

describe('exportPathFor', () => {
  it('resolves root-relative, relative and same-origin addresses to export paths', () => {
    expect(exportPathFor('/_next/static/a.js', '/about')).toBe('_next/static/a.js');
    expect(exportPathFor('enhance.js', '/blog/post')).toBe('blog/enhance.js');
    expect(exportPathFor('/site/enhance.js', '/about', '/site')).toBe('enhance.js');
  });

  it('gives nothing for other origins', () => {
    expect(exportPathFor('https://cdn.example.com/x.js', '/')).toBeUndefined();
  });
});

describe('formatKiB', () => {
  it('prints one decimal', () => {
    expect(formatKiB(148480)).toBe('145.0 KiB');
  });
});
