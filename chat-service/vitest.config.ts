import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chat-service',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts', 'eval/**/*.test.ts'],
  },
});
