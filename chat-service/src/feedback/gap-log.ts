/**
 * What staff need to know next: the questions the assistant refused as off-topic or answered
 * only with the closest pages, and the answers visitors marked unhelpful. Kept in the service's
 * SQLite file with the question text, the kind of answer, the time and the cited pages; never an
 * IP address, cookie or user agent. Entries older than the retention are deleted; a retention of
 * 0 records nothing.
 */
import type Database from 'better-sqlite3';
import type { ChatAnswerMode, ChatSource } from '@site/contracts/chat';

export type GapKind = 'refused' | 'closest' | 'unhelpful';

export interface GapEntry {
  kind: GapKind;
  question: string;
  mode: ChatAnswerMode;
  sources: ChatSource[];
  /** Milliseconds since the epoch. */
  at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class GapLog {
  private readonly insert;
  private readonly deleteBefore;
  private readonly selectAll;

  constructor(
    db: Database.Database,
    /** Days an entry is kept; 0 = keep nothing. */
    readonly retentionDays: number,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS chat_gaps (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      question TEXT NOT NULL,
      mode TEXT NOT NULL,
      sources TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS chat_gaps_at ON chat_gaps(at);`);
    this.insert = db.prepare<[string, string, string, string, number]>(
      'INSERT INTO chat_gaps (kind, question, mode, sources, at) VALUES (?, ?, ?, ?, ?)',
    );
    this.deleteBefore = db.prepare<[number]>('DELETE FROM chat_gaps WHERE at < ?');
    this.selectAll = db.prepare<[], { kind: GapKind; question: string; mode: ChatAnswerMode; sources: string; at: number }>(
      'SELECT kind, question, mode, sources, at FROM chat_gaps ORDER BY at',
    );
  }

  record(entry: Omit<GapEntry, 'at'>): void {
    if (this.retentionDays === 0) return;
    this.insert.run(entry.kind, entry.question, entry.mode, JSON.stringify(entry.sources), this.now());
  }

  /** Deletes what is older than the retention; returns how many entries went. */
  purge(): number {
    const cutoff = this.retentionDays === 0 ? Number.MAX_SAFE_INTEGER : this.now() - this.retentionDays * DAY_MS;
    return this.deleteBefore.run(cutoff).changes;
  }

  entries(): GapEntry[] {
    return this.selectAll.all().map((row) => ({ ...row, sources: JSON.parse(row.sources) as ChatSource[] }));
  }
}
