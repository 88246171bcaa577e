// Next's core-web-vitals and TypeScript rule sets, built from the plugins themselves. (The packaged
// configuration pulls in an import resolver whose native binaries cannot be locked for every platform.)
import { readFileSync } from 'node:fs';
import nextPlugin from '@next/eslint-plugin-next';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const config = [
  ...tseslint.configs.recommended,
  {
    name: 'next/core-web-vitals',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      import: importPlugin,
      'jsx-a11y': jsxA11y,
      '@next/next': nextPlugin,
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'import/no-anonymous-default-export': 'warn',
      'react/no-unknown-property': 'off',
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      'react/jsx-no-target-blank': 'off',
      'jsx-a11y/alt-text': ['warn', { elements: ['img'], img: ['Image'] }],
      'jsx-a11y/aria-props': 'warn',
      'jsx-a11y/aria-proptypes': 'warn',
      'jsx-a11y/aria-unsupported-elements': 'warn',
      'jsx-a11y/role-has-required-aria-props': 'warn',
      'jsx-a11y/role-supports-aria-props': 'warn',
      '@typescript-eslint/no-unused-vars': 'warn',
      '@typescript-eslint/no-unused-expressions': 'warn',
      // Every page is a full page load (the framework runtime is stripped from content pages),
      // so internal links are plain <a> elements with the base path applied by lib/render/url.ts.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Everything `npm run build` runs must be under "dependencies", so `npm audit --omit=dev` (`npm run audit:deps`)
    // covers all that shapes the site; tests and tools may use devDependencies.
    name: 'build-time dependencies',
    files: ['app/**', 'components/**', 'content/**', 'islands/**', 'lib/**', 'scripts/**', 'next.config.ts', 'postcss.config.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/__fixtures__/**'],
    rules: { 'import/no-extraneous-dependencies': ['error', { devDependencies: false, optionalDependencies: false, peerDependencies: false }] },
  },
  {
    name: 'tests and tools',
    files: ['e2e/**', 'tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx', '**/__fixtures__/**', '*.config.ts', '*.config.mjs'],
    rules: { 'import/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  { name: 'CommonJS configs', files: ['*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // What git ignores is generated: the paths .gitignore lists, from the project root.
  { ignores: readFileSync(new URL('.gitignore', import.meta.url), 'utf8').split('\n').filter(Boolean).map((path) => path.replace(/\/$/, '/**')) },
];

export default config;
