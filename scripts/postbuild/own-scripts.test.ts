import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { scriptsPage } from './__fixtures__/scripts-page';
import { createExportContext, runPageSteps } from './context';
import { findElements } from './html-elements';
import { keepOwnScripts, keepOwnScriptsInExport } from './own-scripts';

describe('keepOwnScripts', () => {
  const kept = keepOwnScripts(scriptsPage);
  const tags = (html: string) => findElements(html, ['script', 'link']).map((element) => html.slice(element.start, element.startTagEnd));

  it('keeps exactly the scripts the site marked as its own, and its links that fetch nothing ahead', () => {
    expect(tags(kept)).toEqual([
      '<link rel="stylesheet" href="/app.css"/>',
      '<link rel="canonical" href="https://example.com/"/>',
      '<script data-own="">',
      '<script type="application/ld+json" data-own="">',
      '<script type="speculationrules" data-own="">',
      '<script type="application/json" data-own="">',
      '<script src="/hydrate.js" defer="" data-own="">',
      '<script src="/enhance.js" defer="" data-own="">',
    ]);
  });

  it('removes any other script or hint, whatever its shape: nothing names Next’s', () => {
    const future = '<head><script id="__NEXT_NEW__" type="text/x-next">x</script><link rel="prefetch" href="/x.rsc"/><link rel="dns-prefetch" href="//cdn"/></head>';
    expect(keepOwnScripts(future)).toBe('<head></head>');
  });

  it('leaves every other byte as it was, the island’s container included', () => {
    expect(kept).toContain('<div data-island="/islands/form.js"><form><input name="a"/></form></div>');
    expect(keepOwnScripts(kept)).toBe(kept);
    const removed = findElements(scriptsPage, ['script', 'link']).filter((element) => !kept.includes(scriptsPage.slice(element.start, element.end)));
    expect(kept.length).toBe(scriptsPage.length - removed.reduce((sum, element) => sum + element.end - element.start, 0));
  });
});

const { dir, write } = tempDir('own-scripts');
it('keepOwnScriptsInExport rewrites every page, and stops on an island whose bundle is not in the export', () => {
  write('index.html', scriptsPage);
  expect(() => runPageSteps(createExportContext({ dir, basePath: '' }), [keepOwnScriptsInExport])).toThrow(/index\.html names the island \/islands\/form\.js, which is not in the export/);
  write('islands/form.js', 'export default () => {}');
  runPageSteps(createExportContext({ dir, basePath: '' }), [keepOwnScriptsInExport]);
  expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(keepOwnScripts(scriptsPage));
});
