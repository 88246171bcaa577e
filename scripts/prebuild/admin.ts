/**
 * Before `next build` and `npm run dev`: writes the editor, Sveltia CMS, into public/ so that the export (and
 * Next's dev server) serve it from the site's own files at /admin:
 *
 *   public/admin.html            the page: its own Content-Security-Policy and noindex, nothing of the site's
 *   public/admin/editor.js       Sveltia CMS (its npm build, every part of it self-hosted) with the site's rules and
 *                                preview (lib/browser/admin-editor.ts), bundled by esbuild, and its chunks
 *   public/admin/assets/         the CMS's fonts, workers and WebAssembly, copied from its package
 *   public/admin/config.yml      its configuration, generated from the content schemas (scripts/prebuild/admin-config.ts)
 *   public/admin/categories.json the posts' categories in use, for the rule that one category has one spelling
 *   public/admin/preview.css     the site's stylesheet (app/globals.css through Tailwind) with its faces, for the preview
 *
 * Nothing here is committed (.gitignore); no page of the site links to or loads any of it.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { build, type Plugin } from 'esbuild';
import postcss from 'postcss';
import { stringify } from 'yaml';
import { portfolioTypes } from '../../lib/content/portfolio';
import { site } from '../../lib/content/site';
import { adminContentSecurityPolicy } from '../postbuild/csp';
import { basePath } from '../settings';
import { categorySlug, type KnownCategory } from '../../lib/render/categories';
import { loadPosts } from '../../lib/render/posts';
import { cmsConfig, repositoryFromEnv } from './admin-config';

export const adminPage = 'public/admin.html';
export const adminDir = 'public/admin';

const require = createRequire(import.meta.url);

/**
 * The CMS's interface stylesheet names its three faces (Source Sans 3, Noto Mono, Material Symbols) at a font CDN,
 * though its npm build ships the same files in assets/: the addresses are pointed at those, so the editor loads
 * nothing from another site. A face missing from assets/ stops the build, naming it.
 */
function selfHostedFaces(assets: string): Plugin {
  const files = readdirSync(assets);
  const cdnFace = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/(latin-[a-z0-9-]+)\.woff2/g;
  return {
    name: 'self-hosted-faces',
    setup(build) {
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, ({ path }) => ({
        contents: readFileSync(path, 'utf8').replace(cdnFace, (address, family: string, cut: string) => {
          const file = files.find((name) => name.startsWith(`${family}-${cut}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`scripts/prebuild/admin.ts: the CMS's face ${address} is not in its package's assets/`);
          return `${basePath}/admin/assets/${file}`;
        }),
        loader: 'js',
      }));
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
<meta name="robots" content="noindex, nofollow">
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

/**
 * Writes the editor into public/. The repository it commits to comes from the host's build (CMS_REPO or the host's
 * own variable); on the owner's computer (`dev`) the editor works on the project folder and needs none.
 */
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
