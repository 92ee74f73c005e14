// @vitest-environment node
// (reads the knowledge folder on disk)
/**
 * Figures stated on more than one page agree, so an edit to one page cannot contradict another:
 * the NPSH margin, power at shut-off, the project figures, the marketing figures, and the
 * retention periods and limits of the legal texts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { findPage } from '../route-table';
import { home } from './home';
import {
  CAMERA_RETENTION_MONTHS,
  CHAT_LOG_NOTICE,
  CHAT_LOG_RETENTION_DAYS,
  CLAIMS_WITHIN,
  GRIEVANCES_WITHIN,
  MINIMUM_DEMO_AGE,
  SUBMISSION_RETENTION_DAYS,
  privacy,
} from './legal';
import { projects } from './projects';

const knowledgeDir = path.resolve(import.meta.dirname, '..', '..', '..', 'knowledge');
const files = readdirSync(knowledgeDir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, parsed: parseKnowledgeFile(readFileSync(path.join(knowledgeDir, name), 'utf8'), name) }));
const knowledge = (name: string) => {
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`knowledge/${name} is missing`);
  return file.parsed;
};

/** Every sentence (or clause after a semicolon) of every knowledge file, with its file and section heading. */
const sentences = files.flatMap(({ name, parsed }) =>
  [{ headingPath: [parsed.meta.title], body: parsed.meta.summary }, ...parsed.sections].flatMap((section) =>
    section.body
      .split(/(?<=[.!?;])\s+|\n+/)
      .map((text) => ({ name, heading: section.headingPath.join(' > '), text: text.trim() }))
      .filter(({ text }) => text !== ''),
  ),
);
const where = (hits: { name: string; text: string }[]) => hits.map(({ name, text }) => `${name}: ${text}`);

describe('figures shared between pages', () => {
  it('state the NPSH margin as ANSI/HI 9.6.1-2012 does wherever a margin figure is given', () => {
    // Standard names carry numbers of their own (ANSI/HI 9.6.1-2012): leave them out.
    // A sentence about the margin: it names NPSH and the margin, or it stands under a heading that does.
    const margin = sentences
      .filter(({ heading, text }) => /NPSH/.test(`${heading} ${text}`) && /margin/i.test(`${heading} ${text}`))
      .map(({ name, text }) => ({ name, text: text.replace(/\b(ANSI\/HI|ISO) [\d.-]+(:\d{4})?/g, '') }));
    const inMetres = margin.filter(({ text }) => /\b\d+(\.\d+)?\s?m\b/.test(text));
    const asRatio = margin.filter(({ text }) => /ratio/i.test(text) && /\b\d+\.\d+\b/.test(text));
    expect(inMetres.length).toBeGreaterThanOrEqual(2);
    expect(where(inMetres.filter(({ text }) => !/0\.6 m/.test(text) || !/\b1\.1\b/.test(text)))).toEqual([]);
    expect(where(asRatio.filter(({ text }) => !/\b1\.1\b/.test(text)))).toEqual([]);
    // The margin is never stated below the standard's 0.6 m.
    expect(where(margin.filter(({ text }) => /\b0\.[1-5]\s?(to|-|–)\s?\d/.test(text)))).toEqual([]);
  });

  it('say the same about power at shut-off: lowest for radial-flow pumps, highest for axial-flow', () => {
    const shutOff = sentences.filter(({ text }) => /shut-off/i.test(text) && /power/i.test(text));
    expect(shutOff.length).toBeGreaterThanOrEqual(1);
    expect(where(shutOff.filter(({ text }) => /radial/i.test(text) && !/\blow(er|est)\b/i.test(text)))).toEqual([]);
    expect(where(shutOff.filter(({ text }) => /axial/i.test(text) && !/\bhigh(er|est)\b/i.test(text)))).toEqual([]);
    expect(where(sentences.filter(({ text }) => /radial/i.test(text) && /power\b.{0,40}\bhighest at shut-off/i.test(text)))).toEqual([]);
  });

  it('give the project figures of the Projects page in the knowledge file and the route description', () => {
    const project = projects[0]!;
    const rows = new Map(
      [...knowledge('projects.md').body.matchAll(/^\|\s*(.+?)\s*\|\s*(.+?)\s*\|$/gm)].map((m) => [m[1]!, m[2]!] as const),
    );
    for (const figure of project.figures) {
      expect(rows.get(figure.label), figure.label).toBeDefined();
      expect(rows.get(figure.label)!.startsWith(figure.value), `${figure.label}: ${rows.get(figure.label)}`).toBe(true);
    }
    const value = (id: string) => project.figures.find((f) => f.id === id)!.value;
    const description = findPage('/projects')!.description;
    for (const id of ['pumps', 'stations', 'total-motor-capacity', 'total-discharge']) expect(description).toContain(value(id));
  });

  it('write kilowatts as kW and state the total head as a sum over the stations in series', () => {
    const projectText = [
      ...projects.flatMap((p) => [...p.paragraphs, ...p.figures.map((f) => `${f.label}: ${f.value}`)]),
      findPage('/projects')!.description,
    ];
    const projectsMd = knowledge('projects.md');
    expect(projectText.filter((text) => /\bKW\b/.test(text))).toEqual([]);
    expect(where(sentences.filter(({ text }) => /\d\s?KW\b|\bKW is\b/.test(text)))).toEqual([]);
    const head = projects[0]!.figures.find((f) => f.id === 'total-head')!;
    const headSentences = [
      ...projectText.filter((text) => text.includes(head.value)),
      ...sentences.filter(({ name, text }) => name === 'projects.md' && text.includes(head.value)).map(({ text }) => text),
    ];
    expect(headSentences.length).toBeGreaterThanOrEqual(3);
    for (const text of headSentences) expect(text).toMatch(/\bsum\b|cumulative|adds up/i);
    expect(projectsMd.meta.summary).toContain(projects[0]!.figures.find((f) => f.id === 'total-motor-capacity')!.value);
  });

  it('quote the marketing figures of the home page wherever the knowledge states them', () => {
    const figure = (id: string) => home.advantages.find((a) => a.id === id)!.figure.replace(/^[+-]/, '');
    const checks = [
      { topic: /efficiency improvement/i, figure: figure('efficiency') },
      { topic: /life extension/i, figure: figure('life-extension') },
      { topic: /life-cycle cost reduction/i, figure: figure('life-cycle-cost') },
    ];
    for (const { topic, figure: expected } of checks) {
      const stated = sentences.filter(({ text }) => topic.test(text) && /\d+\s?%/.test(text));
      expect(stated.length, String(topic)).toBeGreaterThanOrEqual(1);
      expect(where(stated.filter(({ text }) => !text.includes(expected)))).toEqual([]);
    }
  });

  it('give the legal limits and retention periods of the legal texts', () => {
    const terms = knowledge('terms.md').body;
    expect(terms).toContain(`aged ${MINIMUM_DEMO_AGE} or over`);
    expect(terms).toContain(`within ${CLAIMS_WITHIN}`);
    expect(terms).toContain(`within ${GRIEVANCES_WITHIN}`);
    expect(terms).toContain(`${SUBMISSION_RETENTION_DAYS} days after they are received`);
    expect(CAMERA_RETENTION_MONTHS).toBe(1);
    expect(terms).toContain('for one month');
    // Any sentence about how long submissions are kept names the same number of days.
    const kept = sentences.filter(({ text }) => /deleted from the forms database/i.test(text));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(where(kept.filter(({ text }) => !text.includes(`${SUBMISSION_RETENTION_DAYS} days`)))).toEqual([]);
  });

  it('describe what the chat assistant keeps in the same words in the privacy policy and the knowledge', () => {
    const notice = CHAT_LOG_NOTICE.join(' ');
    expect(notice).toContain(`${CHAT_LOG_RETENTION_DAYS} days`);
    const policy = privacy.sections.find((s) => s.id === 'chat')!.paragraphs;
    expect(policy).toContain(notice);
    const section = knowledge('website-privacy.md').sections.find((s) => s.heading === 'What the chat assistant keeps')!;
    expect(section.body.replace(/\s+/g, ' ')).toContain(notice);
  });
});
