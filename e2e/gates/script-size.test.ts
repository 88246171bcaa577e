import { describe, expect, it } from 'vitest';
import { formatKiB, gzipBytes, measureScripts } from './script-size';

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

describe('formatKiB', () => {
  it('prints one decimal', () => {
    expect(formatKiB(148480)).toBe('145.0 KiB');
  });
});
