import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: { include: ['lib/**/*.test.ts', 'e2e/gates/**/*.test.ts', 'e2e/runner/**/*.test.ts', 'e2e/bench/**/*.test.ts'], environment: 'node' },
});
