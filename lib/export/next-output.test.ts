/**
 * The shapes of Next's export the post-export steps rely on, checked against pages the installed Next
 * exported (lib/export/__fixtures__/export/, from `npm run fixtures:export`). After upgrading Next:
 * regenerate the fixtures, run `npx vitest run lib/export`; a failure here names the shape that changed,
 * and lib/export/next-output.ts is where to teach the steps the new one.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPage, fixturePath, interactivePage } from './__fixtures__/pages';
import { pageScripts } from './site-export';
import { frameworkChunkUrl, frameworkInlineScript, frameworkUrl, isRscPayload, payloadFileName } from './next-output';

const upgradeHint = 'Next changed the shape of its export: update lib/export/next-output.ts (and the steps using it)';

describe.each([
  ['a content page (/about)', contentPage],
  ['an interactive page (/contact)', interactivePage],
])("Next's export of %s", (_name, html) => {
  const scripts = pageScripts(html);

  it('loads the framework as chunk scripts under /_next/static/chunks/', () => {
    const external = scripts.filter((script) => script.src !== undefined && !script.hint);
    expect(external.filter((script) => frameworkChunkUrl.test(script.src!)).length, `${upgradeHint}: no <script src> matches frameworkChunkUrl`).toBeGreaterThan(0);
    const unknown = external.filter((script) => frameworkUrl.test(script.src!) && !frameworkChunkUrl.test(script.src!) && !('nomodule' in script.element.attribs));
    expect(unknown.map((script) => script.src), `${upgradeHint}: framework scripts outside /_next/static/chunks/`).toEqual([]);
  });

  it('writes the RSC payload as inline self.__next_f scripts', () => {
    const payload = scripts.filter((script) => script.src === undefined && script.element.inner.includes('self.__next_f'));
    expect(payload.length, `${upgradeHint}: no inline script pushes to self.__next_f`).toBeGreaterThan(0);
  });

  it('has no inline script that runs but is neither ours nor recognised as the framework’s', () => {
    const ours = (code: string) => code.includes('document.documentElement');
    const unknown = scripts.filter((script) => script.runs && script.src === undefined && !ours(script.element.inner) && !frameworkInlineScript.test(script.element.inner));
    expect(unknown.map((script) => script.element.inner.slice(0, 80)), `${upgradeHint}: inline scripts frameworkInlineScript does not recognise`).toEqual([]);
  });
});

describe("Next's RSC payload files for /about", () => {
  it('are about.txt and about/__next.<segment>.txt, each an RSC payload', () => {
    const names = readdirSync(fixturePath('about'));
    expect(names.length, `${upgradeHint}: no about/__next.*.txt files`).toBeGreaterThan(0);
    expect(names.filter((name) => !payloadFileName.test(name)), `${upgradeHint}: payload files not matching payloadFileName`).toEqual([]);
    for (const file of [fixturePath('about.txt'), ...names.map((name) => fixturePath(`about/${name}`))]) {
      expect(isRscPayload(file), `${upgradeHint}: ${file} does not start like an RSC payload`).toBe(true);
    }
  });
});
