/** What the routes need from the rest of the service. */
import type { Logger } from 'pino';
import type { Settings } from '../config.ts';
import type { Outbox } from '../outbox/store.ts';
import type { SubmissionWriter } from '../outbox/writer.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { UploadStore } from '../uploads/store.ts';

export interface Services {
  settings: Settings;
  outbox: Outbox;
  writer: SubmissionWriter;
  uploads: UploadStore;
  transport: MailTransport;
  logger: Logger;
}
