import { defineConfig } from 'vitest/config';

// Unit tests of the site run without the reactRouter plugin (it only works for builds).
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // waitFor may wait up to 5 s (vitest.setup.ts) on a busy 2-core CI machine; a test holding a
    // few such waits needs more than vitest's default 5 s in all. Speed is measured by benchmarks.
    testTimeout: 20_000,
  },
});
