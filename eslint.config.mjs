import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    rules: {
      // Every page is a full page load (the framework runtime is stripped from content pages),
      // so internal links are plain <a> elements with the base path applied by lib/render/url.ts.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  { ignores: ['out/**', 'out-site/**', '.next/**', 'public/enhance.js', 'public/hydrate.js', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.bench/**'] },
];

export default config;
