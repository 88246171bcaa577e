import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTimePackages, packagesUsedBy } from './build-dependencies';

describe('build-time dependencies', () => {
  it('finds the packages a file runs, not its type-only imports', () => {
    const source = [
      "import type { Root } from 'mdast';",
      "import { remark } from 'remark';",
      "import remarkHtml, { type Options } from 'remark-html';",
      "import { readFileSync } from 'node:fs';",
      "import { site } from '@/content/site';",
      "import localFont from 'next/font/local';",
      "export { x } from '@scope/pkg/deep';",
      "const icons = await import('lucide-react');",
      "@plugin '@tailwindcss/typography';",
      "const dir = join(process.cwd(), 'node_modules/@fontsource/inter/files');",
    ].join('\n');
    expect(packagesUsedBy(source).sort()).toEqual(['@fontsource/inter', '@scope/pkg', '@tailwindcss/typography', 'lucide-react', 'next', 'remark', 'remark-html']);
  });

  it('are all listed under "dependencies", so `npm audit --omit=dev` covers everything that runs during the build', () => {
    const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> };
    const packages = buildTimePackages();
    for (const expected of ['next', 'react', 'gray-matter', 'remark', 'remark-html', 'hast-util-sanitize', 'tailwindcss', 'esbuild', 'tsx']) expect(packages).toContain(expected);
    expect(packages.filter((name) => !(name in dependencies))).toEqual([]);
  });
});
