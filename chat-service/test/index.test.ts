import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { watchKnowledge } from '../src/ingest/watcher.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { CountingEmbedder, silentLogger, tempKnowledge, waitFor } from './support/helpers.ts';

let env: ReturnType<typeof tempKnowledge>;
let store: KnowledgeStore;
const dbFile = () => path.join(env.dataDir, 'chat.sqlite');

beforeEach(() => {
  env = tempKnowledge();
  store = new KnowledgeStore(dbFile());
});
afterEach(() => {
  store.close();
  env.cleanup();
});

const indexer = (embedder: CountingEmbedder | null = new CountingEmbedder()) =>
  new KnowledgeIndexer(store, env.knowledgeDir, embedder, silentLogger());
const write = (file: string, text: string) => fs.writeFileSync(path.join(env.knowledgeDir, file), text);
const topFile = async (retriever: Retriever, query: string) => (await retriever.retrieve(query)).passages[0]?.file;

describe('KnowledgeIndexer', () => {
  it('indexes every markdown file into passages, FTS5 rows and vectors', async () => {
    const report = await indexer().sync();
    expect(report.indexed).toEqual(['academy.md', 'bearing-failure.md', 'cavitation.md', 'contact.md']);
    expect(report.rebuilt).toBe(true);
    const { files, passages } = store.counts();
    expect(files).toBe(4);
    expect(store.vectors()).toHaveLength(passages);
    expect(store.vectors()[0]!.vector).toHaveLength(16);
    expect(store.embeddingModel()).toEqual({ id: 'counting@1', dimension: 16 });
  });

  it('finds "m³" and other compatibility characters by the plain characters visitors type ("m3")', async () => {
    write('flow-rates.md', '---\ntitle: Flow rates\nroute: /flow-rates\nsummary: Units of flow.\n---\nFlow is given in m³/h or m³/s.\n');
    await indexer(null).sync();
    const result = await new Retriever(store, null).retrieve('flow in m3 per hour');
    expect(result.passages[0]?.file).toBe('flow-rates.md');
    expect(result.passages[0]?.body).toContain('m³/h');
  });

  it('fills brand placeholders before indexing', async () => {
    await indexer().sync();
    const retriever = new Retriever(store, null);
    const result = await retriever.retrieve('How do I enrol in a course?');
    expect(result.passages[0]!.body).toContain(brand.email);
    expect(result.passages[0]!.body).not.toContain('{email}');
  });

  it('skips unchanged files by content hash, also after a restart', async () => {
    const embedder = new CountingEmbedder();
    await indexer(embedder).sync();
    const first = embedder.embedded.length;
    expect(first).toBeGreaterThan(0);

    store.close();
    store = new KnowledgeStore(dbFile());
    const again = await indexer(embedder).sync();
    expect(again).toMatchObject({ indexed: [], unchanged: 4, removed: [], rebuilt: false });
    expect(embedder.embedded.length).toBe(first);

    // Touching a file without changing it is still a skip; a real edit re-embeds that file only.
    write('contact.md', fs.readFileSync(path.join(env.knowledgeDir, 'contact.md'), 'utf8'));
    expect((await indexer(embedder).sync()).indexed).toEqual([]);
    write('contact.md', '---\ntitle: Contact us\nroute: /contact-us\nsummary: New summary.\n---\nVisit our office.\n');
    const edited = await indexer(embedder).sync();
    expect(edited.indexed).toEqual(['contact.md']);
    expect(embedder.embedded.slice(first)).toEqual(['Contact us\nNew summary.\n\nVisit our office.']);
  });

  it('removes a deleted file and its FTS5 rows', async () => {
    const ix = indexer(null);
    await ix.sync();
    const retriever = new Retriever(store, null);
    ix.onChange(() => retriever.reload());
    expect(await topFile(retriever, 'cavitation gravel noise')).toBe('cavitation.md');

    fs.rmSync(path.join(env.knowledgeDir, 'cavitation.md'));
    const report = await ix.sync();
    expect(report.removed).toEqual(['cavitation.md']);
    expect(store.files().map((f) => f.file)).not.toContain('cavitation.md');
    expect(store.search('"cavitation"', 10)).toEqual([]);
    expect((await retriever.retrieve('cavitation gravel noise')).gate.pass).toBe(false);
  });

  it('rebuilds everything when the embedding model changes', async () => {
    await indexer(new CountingEmbedder('model-a', 16)).sync();
    const other = new CountingEmbedder('model-b', 8);
    const report = await indexer(other).sync();
    expect(report.rebuilt).toBe(true);
    expect(report.indexed).toHaveLength(4);
    expect(store.embeddingModel()).toEqual({ id: 'model-b', dimension: 8 });
    expect(store.vectors().every((v) => v.vector.length === 8)).toBe(true);
    // Going back to BM25 only is a model change too: vectors go away.
    await indexer(null).sync();
    expect(store.vectors()).toEqual([]);
    expect(store.embeddingModel()).toEqual({ id: 'none', dimension: 0 });
  });

  it('logs and skips a malformed file, keeps its last good version and keeps serving', async () => {
    const ix = indexer(null);
    await ix.sync();
    write('cavitation.md', '---\ntitle: Cavitation\n---\nno route or summary\n');
    write('broken.md', '---\ntitle: [unclosed\n---\ntext');
    const report = await ix.sync();
    expect(report.failed.map((f) => f.file).sort()).toEqual(['broken.md', 'cavitation.md']);
    expect(report.failed.find((f) => f.file === 'cavitation.md')!.error).toMatch(/route/);
    const retriever = new Retriever(store, null);
    expect(await topFile(retriever, 'cavitation gravel noise')).toBe('cavitation.md');
    expect(store.files().map((f) => f.file)).not.toContain('broken.md');
  });

  it('queues overlapping syncs instead of interleaving them', async () => {
    const ix = indexer();
    const [a, b] = await Promise.all([ix.sync(), ix.sync()]);
    expect(a.indexed).toHaveLength(4);
    expect(b.indexed).toEqual([]);
    expect(store.counts().files).toBe(4);
  });
});

describe('retrieval cache', () => {
  it('reuses the result of a repeated question until the index changes', async () => {
    const ix = indexer(null);
    await ix.sync();
    const retriever = new Retriever(store, null, { cacheSize: 2 });
    ix.onChange(() => retriever.reload());
    const first = await retriever.retrieve('cavitation gravel noise');
    expect(await retriever.retrieve('  Cavitation   GRAVEL noise ')).toBe(first);

    write('cavitation.md', '---\ntitle: Cavitation\nroute: /c\nsummary: S.\n---\nGravel noise means cavitation.\n');
    await ix.sync();
    const after = await retriever.retrieve('cavitation gravel noise');
    expect(after).not.toBe(first);
    expect(after.passages[0]!.url).toBe('/c');
  });

  it('keeps at most cacheSize entries, dropping the least recently used', async () => {
    await indexer(null).sync();
    const retriever = new Retriever(store, null, { cacheSize: 2 });
    const a = await retriever.retrieve('cavitation');
    const b = await retriever.retrieve('bearing');
    expect(await retriever.retrieve('cavitation')).toBe(a);
    await retriever.retrieve('academy');
    expect(await retriever.retrieve('cavitation')).toBe(a);
    expect(await retriever.retrieve('bearing')).not.toBe(b);
    const off = new Retriever(store, null, { cacheSize: 0 });
    expect(await off.retrieve('cavitation')).not.toBe(await off.retrieve('cavitation'));
  });
});

describe('knowledge watcher', () => {
  it('re-indexes an edited, added and deleted file within 5 seconds', async () => {
    const ix = indexer(null);
    await ix.sync();
    const retriever = new Retriever(store, null);
    ix.onChange(() => retriever.reload());
    const watcher = watchKnowledge(env.knowledgeDir, ix, silentLogger());
    await watcher.ready;
    try {
      let start = Date.now();
      write(
        'academy.md',
        '---\ntitle: Academy\nroute: /academy\nsummary: Training.\n---\n## Courses\n\nA hydraulics workshop for operators.\n',
      );
      await waitFor(async () => (await retriever.retrieve('hydraulics workshop')).gate.pass, 5000);
      expect(Date.now() - start).toBeLessThan(5000);

      start = Date.now();
      write(
        'seal.md',
        '---\ntitle: Seal failure\nroute: /pump-failure-modes-seal-failure\nsummary: Seals.\n---\nMechanical seals leak when faces wear.\n',
      );
      expect(await waitFor(() => topFile(retriever, 'mechanical seals faces'), 5000)).toBe('seal.md');
      expect(Date.now() - start).toBeLessThan(5000);

      start = Date.now();
      fs.rmSync(path.join(env.knowledgeDir, 'seal.md'));
      await waitFor(async () => !(await retriever.retrieve('mechanical seals faces')).gate.pass, 5000);
      expect(Date.now() - start).toBeLessThan(5000);
    } finally {
      await watcher.close();
    }
  });
});
