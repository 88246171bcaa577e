import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { availableParallelism } from 'node:os';
import { basePath, defaultExportDir, exportDir } from './scripts/settings';

const nextConfig: NextConfig = {
  output: 'export',
  basePath,
  // With `output: 'export'`, a custom distDir is the export destination (build files stay in .next/).
  // Left unset for out/, Next's default, since `next dev` and `next typegen` also write into a custom one.
  distDir: exportDir === defaultExportDir ? undefined : exportDir,
  images: { unoptimized: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  poweredByHeader: false,
  // `npm run build` type-checks before `next build` starts (scripts/commands/build.ts) and stops on an error, so that
  // Next's own check, which would hold its memory beside the compiler's, is not needed.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation workers on every core (Next's default leaves one core idle).
    cpus: availableParallelism(),
    // As threads of `next build`, which hold each to the heap limit scripts/commands/build.ts gives it.
    workerThreads: true,
    // Turbopack's PostCSS (Tailwind) runs in threads of `next build` too, not in processes left running beside the workers.
    turbopackPluginRuntimeStrategy: 'workerThreads',
  },
};

/**
 * Under `npm run dev`, /admin answers with the editor's page (public/admin.html, scripts/prebuild/admin.ts), as static
 * hosts do for the exported admin.html. The export itself has no rewrites.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, rewrites: async () => [{ source: '/admin', destination: '/admin.html' }] };
}
