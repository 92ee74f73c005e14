import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  MAIL_CATCHER_HTTP_PORT,
  NODE_FRONT_URL,
  STACK_START_TIMEOUT_MS,
  mailCatcherCommand,
  nodeFrontEnv,
  stackCommand,
} from './support/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/** A process Playwright starts before the tests and waits for (reused when already up, outside CI). */
function server(command: string, url: string, timeout: number, env?: Record<string, string>) {
  return { command, url, timeout, env, reuseExistingServer: !process.env.CI, stdout: 'pipe', stderr: 'pipe' } as const;
}

// End-to-end tests run in Debian's Chromium (never a downloaded browser) against the
// production build served the way `npm start` serves it.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'node-front.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The same routing rules through the Node front (npm start without nginx).
    {
      name: 'node-front',
      testMatch: ['aliases.spec.ts', 'node-front.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: NODE_FRONT_URL },
    },
  ],
  webServer: [
    // First the SMTP catcher the mail API delivers to (forms.spec.ts reads what arrives).
    server(mailCatcherCommand, `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/health`, 30_000),
    server(stackCommand, `${NODE_FRONT_URL}/`, STACK_START_TIMEOUT_MS, nodeFrontEnv),
    server(stackCommand, `${BASE_URL}/`, STACK_START_TIMEOUT_MS),
  ],
  // Then, before any test, until the mail API and the chat service answer through both fronts.
  globalSetup: './support/services-ready.ts',
});
