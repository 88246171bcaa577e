/** Writes the editor, Sveltia CMS, self-hosted into public/admin.html and public/admin/ (not committed, never linked). */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { build, type Plugin } from 'esbuild';
import postcss from 'postcss';
import { stringify } from 'yaml';
import { portfolioTypes } from '../../lib/content/portfolio';
import { site } from '../../lib/content/site';
import { adminContentSecurityPolicy, adminRobots } from '../postbuild/csp';
import { basePath } from '../settings';
import { categorySlug, type KnownCategory } from '../../lib/render/categories';
import { loadPosts } from '../../lib/render/posts';
import { cmsConfig, repositoryFromEnv } from './admin-config';

export const adminPage = 'public/admin.html';
export const adminDir = 'public/admin';

const require = createRequire(import.meta.url);

/**
 * The CMS's stylesheet names its faces at a font CDN; they are pointed at the copies its package ships. A missing
 * face, or a bundle where the addresses are not found (a new version of the CMS), stops the build, naming it.
 */
function selfHostedFaces(assets: string): Plugin {
  const files = readdirSync(assets);
  const cdnFace = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/(latin-[a-z0-9-]+)\.woff2/g;
  return {
    name: 'self-hosted-faces',
    setup(build) {
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, ({ path }) => {
        let found = 0;
        const contents = readFileSync(path, 'utf8').replace(cdnFace, (address, family: string, cut: string) => {
          const file = files.find((name) => name.startsWith(`${family}-${cut}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`scripts/prebuild/admin.ts: the CMS's face ${address} is not in its package's assets/`);
          found += 1;
          return `${basePath}/admin/assets/${file}`;
        });
        const { version } = JSON.parse(readFileSync(join(dirname(path), '..', 'package.json'), 'utf8'));
        if (!found) throw new Error(`scripts/prebuild/admin.ts: @sveltia/cms ${version} names no face at cdn.jsdelivr.net/fontsource; its faces can no longer be self-hosted this way`);
        return { contents, loader: 'js' };
      });
    },
  };
}

/** The CMS's npm build and the site's script, in one ES module with its chunks; the CMS's assets beside it. */
async function bundleEditor() {
  const assets = join(dirname(require.resolve('@sveltia/cms')), 'assets');
  await build({
    entryPoints: { editor: 'lib/browser/admin-editor.ts' },
    outdir: adminDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'linked',
    logLevel: 'error',
    // The content readers the preview takes its labels from read build settings; the editor has none.
    define: { 'process.env': '{}' },
    plugins: [selfHostedFaces(assets)],
  });
  cpSync(assets, join(adminDir, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.map') });
}

/** Every spelling of a category the posts use (drafts included), with a file that uses it. */
function knownCategories(): KnownCategory[] {
  const known = new Map<string, KnownCategory>();
  try {
    for (const { summary } of loadPosts(undefined, { includeDrafts: true })) {
      if (!known.has(categorySlug(summary.category))) known.set(categorySlug(summary.category), { name: summary.category, file: summary.file });
    }
  } catch {
    // A broken post is reported by the check; the editor then knows the categories of none.
  }
  return [...known.values()];
}

async function previewStyle() {
  const css = readFileSync('app/globals.css', 'utf8');
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(css, { from: join(process.cwd(), 'app/globals.css') });
  copyFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'), join(adminDir, 'inter.woff2'));
  copyFileSync(require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'), join(adminDir, 'fraunces.woff2'));
  // next/font names the faces through --font-inter and --font-fraunces on the site; the preview loads their full Latin cuts itself.
  const faces = [
    "@font-face{font-family:'Inter';src:url(inter.woff2) format('woff2');font-weight:100 900;font-display:swap}",
    "@font-face{font-family:'Fraunces';src:url(fraunces.woff2) format('woff2');font-weight:100 900;font-display:swap}",
    ":root{--font-inter:'Inter';--font-fraunces:'Fraunces'}",
  ].join('');
  writeFileSync(join(adminDir, 'preview.css'), `${result.css}\n${faces}\n`);
}

function pageHtml(): string {
  const policy = adminContentSecurityPolicy().replaceAll('"', '&quot;');
  return `<!doctype html>
<html lang="${site.locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="robots" content="${adminRobots}">
<meta name="referrer" content="same-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor · ${site.brand}</title>
<link href="${basePath}/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script type="module" src="${basePath}/admin/editor.js"></script>
</body>
</html>
`;
}

/** Writes the editor; its repository comes from the host's build (CMS_REPO), none under `dev`. */
export async function writeAdmin({ dev }: { dev: boolean }): Promise<void> {
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  const repo = repositoryFromEnv(process.env);
  if (!dev && !repo) console.warn('prebuild: the editor at /admin has no repository to sign in to: set CMS_REPO=owner/name for this build (docs/deploy/)');
  const config = cmsConfig({
    backend: { repo: repo ?? 'owner/site', branch: process.env.CMS_BRANCH || 'main', authUrl: process.env.CMS_AUTH_URL || undefined },
    siteUrl: site.url,
    portfolioTypes,
  });
  writeFileSync(join(adminDir, 'config.yml'), `# Generated before each build by scripts/prebuild/admin.ts from the content schemas: edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`);
  writeFileSync(join(adminDir, 'categories.json'), JSON.stringify(knownCategories()));
  await bundleEditor();
  await previewStyle();
  writeFileSync(adminPage, pageHtml());
}
