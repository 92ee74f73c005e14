import { defineConfig } from 'vitest/config';

// Unit tests of the site run without the reactRouter plugin (it only works for builds).
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
