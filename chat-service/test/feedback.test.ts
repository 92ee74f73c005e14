/** The log of unanswered questions and unhelpful answers: retention, and the report staff read. */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GapLog } from '../src/feedback/gap-log.ts';
import { gapsReport, groupQuestions } from '../src/feedback/gaps-report.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('GapLog', () => {
  it('deletes entries older than the retention and keeps the rest', () => {
    let now = Date.UTC(2026, 0, 1);
    const log = new GapLog(new Database(':memory:'), 90, () => now);
    log.record({ kind: 'refused', question: 'old', mode: 'refusal', sources: [] });
    now += 91 * DAY;
    log.record({ kind: 'closest', question: 'recent', mode: 'closest', sources: [] });
    expect(log.purge()).toBe(1);
    expect(log.entries().map((e) => e.question)).toEqual(['recent']);
  });

  it('records nothing when the retention is 0', () => {
    const log = new GapLog(new Database(':memory:'), 0);
    log.record({ kind: 'refused', question: 'anything', mode: 'refusal', sources: [] });
    expect(log.entries()).toEqual([]);
  });
});

describe('the gaps report', () => {
  const at = Date.UTC(2026, 10, 20);
  const entry = (question: string, kind: 'refused' | 'closest' | 'unhelpful' = 'refused', day = 0) => ({
    kind,
    question,
    mode: kind === 'closest' ? ('closest' as const) : ('refusal' as const),
    sources: kind === 'unhelpful' ? [{ title: 'Cavitation', url: '/pump-failure-modes-cavitation' }] : [],
    at: at + day * DAY,
  });

  it('groups questions that ask the same thing in other words, most asked first, with the last date', () => {
    const groups = groupQuestions([
      entry('do you sell solar pumps?'),
      entry('solar pumps'),
      entry('Solar pumps', 'closest', 2),
      entry('what is water hammer'),
    ]);
    expect(groups.map((g) => [g.question, g.count])).toEqual([
      ['Solar pumps', 3],
      ['what is water hammer', 1],
    ]);
    expect(groups[0]!.lastSeen).toBe(at + 2 * DAY);
  });

  it('prints unanswered questions, then the answers marked unhelpful with their pages', () => {
    const report = gapsReport([entry('solar pumps'), entry('why does my pump cavitate', 'unhelpful')], 90);
    expect(report).toContain('1x  last 2026-11-20  solar pumps');
    expect(report).toMatch(/Answers marked unhelpful: 1\n.*why does my pump cavitate.*\/pump-failure-modes-cavitation/);
  });
});
