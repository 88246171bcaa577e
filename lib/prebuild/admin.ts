/**
 * Before `next build` and `npm run dev`: writes the editor, Decap CMS, into public/ so that the export (and
 * Next's dev server) serve it from the site's own files at /admin:
 *
 *   public/admin.html          the page: its own Content-Security-Policy and noindex, nothing of the site's
 *   public/admin/decap-cms.js  the CMS and its chunks, copied from the decap-cms package
 *   public/admin/config.yml    its configuration, generated from the content schemas (lib/prebuild/admin-config.ts)
 *   public/admin/preview.js    the preview templates (lib/browser/admin-preview.ts)
 *   public/admin/preview.css   the site's stylesheet (app/globals.css through Tailwind) with Inter, for the preview
 *
 * Nothing here is committed (.gitignore); no page of the site links to or loads any of it.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { build } from 'esbuild';
import postcss from 'postcss';
import { stringify } from 'yaml';
import { site } from '../../content/site';
import { adminContentSecurityPolicy } from '../export/csp';
import { basePath } from '../export/settings';
import { cmsConfig, repositoryFromEnv } from './admin-config';

export const adminPage = 'public/admin.html';
export const adminDir = 'public/admin';

/** The port `npm run dev` starts the editor's local backend (decap-server) on: CMS_LOCAL_PORT, or 8081, its default. */
export const localBackendPort = () => Number(process.env.CMS_LOCAL_PORT || 8081);
export const localBackendUrl = () => `http://127.0.0.1:${localBackendPort()}/api/v1`;

const require = createRequire(import.meta.url);

/** The CMS's files in its package: the main script, the chunks it loads on demand, its WebAssembly and licence. */
function copyDecap() {
  const dist = dirname(require.resolve('decap-cms/dist/decap-cms.js'));
  const wanted = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|^[0-9a-f]+\.wasm$/;
  for (const name of readdirSync(dist).filter((file) => wanted.test(file))) copyFileSync(join(dist, name), join(adminDir, name));
}

async function previewStyle() {
  const css = readFileSync('app/globals.css', 'utf8');
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(css, { from: join(process.cwd(), 'app/globals.css') });
  const font = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  copyFileSync(font, join(adminDir, 'inter.woff2'));
  // next/font names the font through --font-inter on the site; the preview loads the full Latin cut itself.
  const inter = "@font-face{font-family:'Inter';src:url(inter.woff2) format('woff2');font-weight:100 900;font-display:swap}:root{--font-inter:'Inter'}";
  writeFileSync(join(adminDir, 'preview.css'), `${result.css}\n${inter}\n`);
}

function pageHtml(localBackend: string | undefined): string {
  const policy = adminContentSecurityPolicy({ localBackend }).replaceAll('"', '&quot;');
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
<script src="${basePath}/admin/decap-cms.js"></script>
<script src="${basePath}/admin/preview.js"></script>
</body>
</html>
`;
}

/** Writes the editor into public/; `dev` points it at the local backend `npm run dev` starts. */
export async function writeAdmin({ dev }: { dev: boolean }): Promise<void> {
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  const localBackend = dev ? localBackendUrl() : undefined;
  const repo = repositoryFromEnv(process.env);
  if (!dev && !repo) console.warn('prebuild: the editor at /admin has no repository to sign in to: set CMS_REPO=owner/name for this build (docs/deploy/)');
  const config = cmsConfig({
    backend: { repo, branch: process.env.CMS_BRANCH || 'main', authUrl: process.env.CMS_AUTH_URL || undefined },
    localBackend,
    siteUrl: site.url,
  });
  writeFileSync(join(adminDir, 'config.yml'), `# Generated before each build by lib/prebuild/admin.ts from the content schemas: edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`);
  copyDecap();
  await build({ entryPoints: ['lib/browser/admin-preview.ts'], outfile: join(adminDir, 'preview.js'), bundle: true, minify: true, format: 'iife', target: 'es2020', logLevel: 'warning' });
  await previewStyle();
  writeFileSync(adminPage, pageHtml(localBackend));
}
