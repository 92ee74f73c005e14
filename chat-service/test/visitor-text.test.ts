/**
 * Whatever the assistant says to a visitor, from the real knowledge folder and content: no
 * placeholder wording, and every cited page is one the knowledge files or the site facts name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import { CONTACT_PAGE, DEMO_PAGE } from '../src/answer/replies.ts';
import { REPO_ROOT } from '../src/config.ts';
import { allQuestions } from '../eval/questions.ts';
import { siteFacts } from '@site/contracts/site-facts';
import { unfinishedWording } from '@site/contracts/visitor-text';
import { realKnowledgeAnswerer } from './support/helpers.ts';

const knowledgeDir = path.join(REPO_ROOT, 'knowledge');

const answerer = realKnowledgeAnswerer();

describe('what the assistant says to visitors', () => {
  const routes = new Set([
    ...fs
      .readdirSync(knowledgeDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => parseKnowledgeFile(fs.readFileSync(path.join(knowledgeDir, f), 'utf8'), f).meta.route),
    siteFacts.models.route,
    siteFacts.careers.route,
    siteFacts.projects.route,
    siteFacts.sensors.route,
    siteFacts.parameters.route,
    siteFacts.credentials.route,
    siteFacts.downloads.route,
    siteFacts.downloads.annualReturnsRoute,
    siteFacts.legal.termsRoute,
    siteFacts.legal.privacyRoute,
    siteFacts.benefits.route,
    siteFacts.benefits.disclaimerRoute,
    CONTACT_PAGE.url,
    DEMO_PAGE.url,
  ]);

  it('holds no placeholder wording and cites only real pages, over every eval question', async () => {
    const questions = allQuestions(path.join(REPO_ROOT, 'chat-service', 'eval'));
    expect(questions.length).toBeGreaterThan(300);
    for (const q of questions) {
      const answer = await answerer().answer(q.question, { history: q.history ?? [] });
      expect(unfinishedWording(answer.response), q.question).toEqual([]);
      for (const source of answer.sources) expect(routes, `${q.question} cites ${source.url}`).toContain(source.url);
    }
    // About 500 answers of a few milliseconds each; a busy CI machine needs more than the default 5 s.
  }, 60_000);
});
