/**
 * Entry point: `npm start -w mail-api`. Exposes createApp for tests; listens only when run
 * directly.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppOptions, type MailApi } from './app.ts';
import { SettingsError, loadSettings, type Settings } from './config.ts';

export { createApp } from './app.ts';
export type { MailApi } from './app.ts';

export interface Running {
  api: MailApi;
  server: Server;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(settings: Settings, options: AppOptions = {}): Promise<Running> {
  const api = createApp(settings, options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = api.app.listen(settings.port, settings.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  // Keep-alive longer than a typical proxy's, so the proxy never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  api.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
  const logger = api.services.logger;
  logger.info(
    { url, dataDir: settings.dataDir, transport: api.services.transport.kind, allowedOrigins: settings.allowedOrigins },
    'mail-api listening',
  );
  if (api.services.transport.kind === 'eml') {
    logger.warn({ dir: path.join(settings.dataDir, 'outbox-eml') }, 'SMTP_URL is not set: mail is written as .eml files');
  }
  return {
    api,
    server,
    url,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`mail-api: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const running = await startServer(settings);
  // Print the bound URL plainly too: a parent process (tests, bench) reads it from stdout.
  console.log(`MAIL_API_URL=${running.url}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.api.services.logger.info({ signal }, 'mail-api stopping');
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('mail-api failed to start', error);
    process.exit(1);
  });
}
