import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mail-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
