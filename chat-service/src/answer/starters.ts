/**
 * Starter questions for the page a visitor is on: the `questions:` staff write in each knowledge
 * file's front matter, by the file's route, with site-wide defaults for any other page. Read
 * from the knowledge folder, and read again after every change to it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { brand } from '@site/contracts/brand';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import { listKnowledgeFiles } from '../ingest/files.ts';

/** At most this many chips when the dialog opens. */
export const MAX_STARTERS = 4;

export const DEFAULT_STARTERS = [
  `What is ${brand.network}?`,
  'Which models are there?',
  'What causes cavitation?',
  'How do I request a demo?',
];

export class StarterQuestions {
  private byRoute: Promise<Map<string, string[]>> | null = null;

  constructor(
    private readonly knowledgeDir: string,
    private readonly logger: Logger,
  ) {}

  /** Forget what was read; the next request reads the folder again. */
  invalidate(): void {
    this.byRoute = null;
  }

  private async load(): Promise<Map<string, string[]>> {
    const byRoute = new Map<string, string[]>();
    for (const file of await listKnowledgeFiles(this.knowledgeDir)) {
      try {
        const { meta } = parseKnowledgeFile(await fs.readFile(path.join(this.knowledgeDir, file), 'utf8'), file);
        byRoute.set(meta.route, [...(byRoute.get(meta.route) ?? []), ...meta.questions]);
      } catch (error) {
        // The indexer logs the same file at warn level; its other pages keep their questions.
        this.logger.debug({ err: error, file }, 'starter questions skipped');
      }
    }
    return byRoute;
  }

  async forPage(page: string): Promise<string[]> {
    this.byRoute ??= this.load();
    const route =
      page
        .toLowerCase()
        .replace(/[?#].*$/, '')
        .replace(/(.)\/+$/, '$1') || '/';
    const own = (await this.byRoute).get(route) ?? [];
    return [...new Set(own.length > 0 ? own : DEFAULT_STARTERS)].slice(0, MAX_STARTERS);
  }
}
