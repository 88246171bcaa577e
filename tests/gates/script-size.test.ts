import { describe, expect, it } from 'vitest';
import { scriptsPage as page } from '../../scripts/postbuild/__fixtures__/scripts-page';
import { gzipBytes } from '../../scripts/budgets';
import { formatKiB, measureScripts } from './script-size';


describe('measureScripts', () => {
  const files: Record<string, string> = { '/_next/a.js': 'a'.repeat(5000), '/b.js': 'console.log(1)', '/islands/form.js': 'export default 1', '/hydrate.js': 'h()', '/enhance.js': 'x()' };

  it('adds external gzip sizes (an island\'s bundle too) to the gzip size of the inline scripts', () => {
    const size = measureScripts(page, (src) => (src in files ? Buffer.from(files[src]) : undefined));
    const externalTotal = ['/_next/a.js', '/b.js', '/islands/form.js', '/hydrate.js', '/enhance.js'].reduce((sum, src) => sum + gzipBytes(files[src]), 0);
    expect(size.inline).toBe(gzipBytes('document.documentElement.dataset.js=""\nself.__next_f.push([1,"</p>"])'));
    expect(size.total).toBe(externalTotal + size.inline);
    expect(size.missing).toEqual(['/m.js']);
  });

  it('is zero for a page without JavaScript', () => {
    expect(measureScripts('<p>hi</p>', () => undefined)).toEqual({ external: [], inline: 0, total: 0, missing: [] });
  });
});

it('formatKiB prints one decimal', () => {
  expect(formatKiB(148480)).toBe('145.0 KiB');
});
