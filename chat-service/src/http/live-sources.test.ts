import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@site/contracts/chat';
import { liveRoutesFile, withLiveSources } from './live-sources.ts';

const logger = pino({ level: 'silent' });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-sources-'));
const file = path.join(dir, 'routes.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const answer = (urls: string[]): ChatResponse => ({
  response: 'An answer.',
  sources: urls.map((url) => ({ title: url, url })),
  mode: 'extractive',
  answerId: 'a1',
  suggestions: [],
  handoff: false,
});

describe('withLiveSources', () => {
  it('drops sources whose page is not on the live route list, the draft too, and follows the list as it changes', async () => {
    const routes = liveRoutesFile(file, logger);
    const drafts: ChatResponse[] = [];
    const answerer = withLiveSources(
      { answer: async (_q, options) => (options?.onDraft?.(answer(['/gone', '/kept'])), answer(['/kept', '/gone#x'])) },
      routes,
    );

    // No list published: nothing to check against, sources pass.
    expect((await answerer.answer('q')).sources.map((s) => s.url)).toEqual(['/kept', '/gone#x']);

    fs.writeFileSync(file, JSON.stringify({ pages: ['/kept'] }));
    const done = await answerer.answer('q', { onDraft: (draft) => drafts.push(draft) });
    expect(done.sources.map((s) => s.url)).toEqual(['/kept']);
    expect(drafts[0]!.sources.map((s) => s.url)).toEqual(['/kept']);

    // The renderer adds the page: cited again without a restart.
    fs.writeFileSync(file, JSON.stringify({ pages: ['/kept', '/gone', '/more'] }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 1000));
    expect((await answerer.answer('q')).sources.map((s) => s.url)).toEqual(['/kept', '/gone#x']);
  });

  it('keeps the last list when the file cannot be read', () => {
    fs.writeFileSync(file, JSON.stringify({ pages: ['/a'] }));
    const routes = liveRoutesFile(file, logger);
    expect([...routes.current()!]).toEqual(['/a']);
    fs.writeFileSync(file, '{"pages": [');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect([...routes.current()!]).toEqual(['/a']);
  });
});
