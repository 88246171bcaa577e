import type { NextConfig } from 'next';
import { availableParallelism } from 'node:os';

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
  // The type-check runs once, as its own step (`npm run typecheck`, the first step of `npm test` and of CI),
  // not again inside every build: Next documents this switch for projects that type-check separately.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation workers on every core (Next's default leaves one core idle).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
