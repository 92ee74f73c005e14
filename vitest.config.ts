import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest config beside its code; this file only lists them.
export default defineConfig({
  test: {
    projects: ['contracts', 'web', 'mail-api', 'chat-service', 'deploy'],
  },
});
