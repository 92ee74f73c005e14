/** Shared test fixtures: temp data dirs, a test settings, a real SMTP server, polling. */
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadSettings, type Settings } from '../src/config.ts';
import type { NewSubmission } from '../src/outbox/types.ts';

export const ORIGIN = 'http://localhost:8080';
export const FORM_HEADERS = { Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest' } as const;

const made: string[] = [];
// Temp data dirs go after each test file (registered in the file that imports this module).
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-api-test-'));
  made.push(dir);
  return dir;
}

/** Production defaults with test timings: fast backoff and polling, quiet logs. */
export function testSettings(overrides: Partial<Settings> & { env?: Record<string, string> } = {}): Settings {
  const { env, ...rest } = overrides;
  const base = loadSettings({
    DATA_DIR: tempDataDir(),
    ALLOWED_ORIGINS: ORIGIN,
    LOG_LEVEL: 'silent',
    OUTBOX_BACKOFF_BASE_MS: '40',
    OUTBOX_BACKOFF_MAX_MS: '200',
    OUTBOX_POLL_MS: '30',
    OUTBOX_LEASE_MS: '5000',
    SMTP_CONNECTION_TIMEOUT_MS: '2000',
    SMTP_GREETING_TIMEOUT_MS: '2000',
    SMTP_SOCKET_TIMEOUT_MS: '5000',
    ...env,
  });
  return { ...base, ...rest };
}

/** A submission as the API hands it to the outbox: a footer enquiry, not spam, one notification to deliver. */
export function testSubmission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    form: 'footer',
    idempotencyKey: undefined,
    payload: { email: 'a@example.com' },
    spam: false,
    deliveries: ['notify'],
    ...overrides,
  };
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What the test SMTP server does with the next DATA. */
export type SmtpBehaviour = 'accept' | { reject: number } | 'stall';

export interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Raw envelopes, to check MAIL FROM / RCPT TO. */
  envelopes: { from: string; to: string[] }[];
  /** Behaviours for the next messages, in order; 'accept' once the list is used up. */
  plan: SmtpBehaviour[];
  dataCommands: number;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    envelopes: [],
    plan: [],
    dataCommands: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Close at once in afterEach, even with the client's pooled connection still open.
    closeTimeout: 100,
    onData(stream, session, callback) {
      state.dataCommands += 1;
      const behaviour = state.plan.shift() ?? 'accept';
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (behaviour === 'stall') return; // never answer: the client waits until it is killed
        if (behaviour !== 'accept') {
          const error = Object.assign(new Error(`test rejection ${behaviour.reject}`), { responseCode: behaviour.reject });
          callback(error);
          return;
        }
        const envelope = session.envelope;
        state.envelopes.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
        });
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            state.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  state.port = address.port;
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}

/** Minimal files of each kind, built from their published magic numbers. */
export const samples = {
  pdf: (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** An OLE2 header followed by a directory entry name "WordDocument" (UTF-16LE). */
  doc: (): Buffer => {
    const b = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
    Buffer.from('WordDocument', 'utf16le').copy(b, 1024);
    return b;
  },
  /** An OLE2 file that is not a Word document (an Excel workbook's stream name). */
  xls: (): Buffer => {
    const b = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
    Buffer.from('Workbook', 'utf16le').copy(b, 1024);
    return b;
  },
  docx: (): Buffer =>
    zip({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    }),
  plainZip: (): Buffer => zip({ 'notes.txt': 'not a resume' }),
  /** A Windows executable's header. */
  exe: (): Buffer => {
    const b = Buffer.alloc(512);
    b.write('MZ', 0, 'latin1');
    b.writeUInt32LE(0x80, 0x3c);
    b.write('PE\0\0', 0x80, 'latin1');
    return b;
  },
};

/** A zip archive with stored (uncompressed) entries; enough for content sniffing. */
export function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntrySizes(local, 14, crc, data.length, nameBuf.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntrySizes(central, 16, crc, data.length, nameBuf.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/**
 * The fields a zip entry's local and central headers lay out alike, from `at`: CRC-32, the
 * compressed and the uncompressed size (the same, as entries are stored) and the name's length.
 */
function writeEntrySizes(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}
