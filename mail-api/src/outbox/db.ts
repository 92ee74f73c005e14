/**
 * Opens the outbox database and brings its schema up to date. WAL lets the API write while
 * the worker and the CLI read; synchronous=FULL makes each commit survive a power cut, which
 * is the promise the API makes when it answers `sent: true`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Each entry moves the schema one version forward; never edit a shipped entry. */
const migrations: string[] = [
  `CREATE TABLE submissions (
     id              TEXT PRIMARY KEY,          -- random UUID; also the Message-ID's local part
     form            TEXT NOT NULL,             -- contact | demo | footer | careers
     idempotency_key TEXT,                      -- from the browser, one per form fill
     content_hash    TEXT NOT NULL,             -- tells a true repeat from a reused key
     payload         TEXT NOT NULL,             -- validated fields as JSON (raw fields for spam)
     spam            INTEGER NOT NULL DEFAULT 0,-- honeypot filled: stored, never delivered
     file_name       TEXT,                      -- random name under DATA_DIR/uploads
     file_original   TEXT,                      -- the visitor's file name, for the attachment only
     file_mime       TEXT,
     file_size       INTEGER,
     created_at      INTEGER NOT NULL           -- ms since epoch
   );
   CREATE UNIQUE INDEX submissions_idempotency ON submissions(form, idempotency_key) WHERE idempotency_key IS NOT NULL;
   CREATE INDEX submissions_created ON submissions(created_at);
   CREATE TABLE deliveries (
     id              INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id   TEXT NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
     kind            TEXT NOT NULL,             -- notify (company inbox) | ack (the visitor)
     status          TEXT NOT NULL,             -- pending | sending | sent | dead
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until     INTEGER,                   -- while sending: when another worker may take it over
     last_error      TEXT,
     sent_at         INTEGER,
     updated_at      INTEGER NOT NULL,
     UNIQUE (submission_id, kind)
   );
   CREATE INDEX deliveries_due ON deliveries(status, next_attempt_at);`,
  // When the delivery entered the queue (again, after an operator's retry): its lifetime
  // (OUTBOX_MAX_AGE_HOURS) counts from here, not from a number of attempts.
  `ALTER TABLE deliveries ADD COLUMN queued_at INTEGER NOT NULL DEFAULT 0;
   UPDATE deliveries SET queued_at = (SELECT created_at FROM submissions s WHERE s.id = deliveries.submission_id);`,
];

/**
 * `full` (the default) fsyncs every commit: used for storing submissions. `normal` is for the
 * worker's own bookkeeping (claims, sent marks): in WAL mode a power cut can lose only its
 * latest commits, which means at worst a redelivery, and the next `full` commit from the API
 * syncs the shared WAL anyway. It keeps two extra fsyncs per mail off the request path.
 */
export type Durability = 'full' | 'normal';

export function openDb(dataDir: string, durability: Durability = 'full'): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'mail.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  // The CLI and the API may touch the file at the same moment; wait rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
