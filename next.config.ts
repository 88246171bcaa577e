import type { NextConfig } from 'next';

/** Optional sub-path the site is served under, e.g. `/site` on GitHub Pages. */
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');

/** Where the export is written: out/ unless EXPORT_DIR names another folder (the base-path test build uses out-site/). */
const exportDir = process.env.EXPORT_DIR || undefined;

const nextConfig: NextConfig = {
  output: 'export',
  basePath,
  // With `output: 'export'`, a custom distDir is the export destination; build files stay in .next/.
  distDir: exportDir,
  images: { unoptimized: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  poweredByHeader: false,
};

export default nextConfig;
