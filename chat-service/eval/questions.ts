/**
 * The evaluation question sets: what a visitor asks, what kind of answer is right, the facts it
 * must hold, the phrases it must not, and its length cap. Loaded with a clear error for a
 * malformed entry, so a typo in the set never silently drops a question.
 */
import fs from 'node:fs';

export type Expect = 'answer' | 'smalltalk' | 'handoff' | 'refuse-off-topic' | 'refuse-emergency' | 'refuse-advice';
const EXPECTS: readonly Expect[] = ['answer', 'smalltalk', 'handoff', 'refuse-off-topic', 'refuse-emergency', 'refuse-advice'];

export interface EvalQuestion {
  id: string;
  question: string;
  history?: { sender: 'user' | 'bot'; content: string }[];
  expect: Expect;
  /** Each entry: a phrase, or alternatives of which one must appear (case-insensitive). */
  must?: (string | string[])[];
  must_not?: string[];
  max_words?: number;
  /** A page the answer must cite. */
  source?: string;
}

export interface QuestionHalf {
  half: 'tuning' | 'held-out';
  frozen: string;
  questions: EvalQuestion[];
}

export function loadHalf(file: string): QuestionHalf {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionHalf;
  if (!Array.isArray(data.questions)) throw new Error(`${file}: "questions" must be a list`);
  const ids = new Set<string>();
  for (const q of data.questions) {
    const where = `${file}: question ${q.id ?? JSON.stringify(q.question)}`;
    if (typeof q.id !== 'string' || ids.has(q.id)) throw new Error(`${where}: "id" must be a unique string`);
    ids.add(q.id);
    if (typeof q.question !== 'string' || q.question.trim() === '') throw new Error(`${where}: "question" must be a non-empty string`);
    if (!EXPECTS.includes(q.expect)) throw new Error(`${where}: "expect" must be one of ${EXPECTS.join(', ')}`);
    if (q.history && !q.history.every((t) => (t.sender === 'user' || t.sender === 'bot') && typeof t.content === 'string')) {
      throw new Error(`${where}: "history" turns need a sender (user or bot) and a content`);
    }
  }
  return data;
}

/** Every question of every set (the benchmark asks them all); an id used by two sets is an error. */
export function allQuestions(dir: string): EvalQuestion[] {
  const seen = new Map<string, string>();
  return fs
    .readdirSync(dir)
    .filter((f) => /^questions\..*\.json$/.test(f))
    .sort()
    .flatMap((f) =>
      loadHalf(`${dir}/${f}`).questions.map((q) => {
        const other = seen.get(q.id);
        if (other) throw new Error(`${dir}/${f}: question id "${q.id}" is also used in ${other}`);
        seen.set(q.id, f);
        return q;
      }),
    );
}
