import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: { include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'deploy/**/*.test.ts'], environment: 'node' },
});
