/**
 * The format of a knowledge file, read by both the site (knowledge-base pages) and the chat
 * service (its index). A knowledge file is markdown with front matter:
 *
 *   ---
 *   title: Cavitation
 *   route: /pump-failure-modes-cavitation   # the site page that shows this file, or the page it belongs to
 *   summary: One sentence a visitor sees first.
 *   questions:                              # optional: 1-6 starter questions for this page
 *     - What causes cavitation?
 *   page: true                              # optional: this file is a knowledge-base page of its own
 *   nav:                                    # needed with page: true
 *     menu: failure-modes                   # where the menus list it (see KNOWLEDGE_MENUS)
 *     label: Cavitation                     # optional: menu words when they differ from the title
 *     order: 20                             # position in its menu and in /knowledge-base
 *   ---
 *   Intro paragraph(s)...
 *   ## What it is
 *   ...
 *   ### A sub-heading
 *
 * Sections are split on headings (## and deeper); each carries its heading path so a passage
 * makes sense on its own.
 */
import matter from 'gray-matter';
import { fillBrandPlaceholders } from './brand.ts';

export interface KnowledgeMeta {
  title: string;
  route: string;
  summary: string;
  /** Starter questions a visitor of this page would ask (empty when the file lists none). */
  questions: string[];
  /** Set when the file is a knowledge-base page of its own (front matter `page: true`). */
  page?: KnowledgePageNav;
}

/**
 * Where a knowledge page appears besides /knowledge-base:
 * - `knowledge`: the header's knowledge-base menu;
 * - `chapter`: the menu's chapter link, which opens the list of failure modes;
 * - `failure-modes`: that list (and the index's "Pump failure modes" heading);
 * - `footer`: the footer's learning links;
 * - `none`: the knowledge-base index only.
 */
export const KNOWLEDGE_MENUS = ['knowledge', 'chapter', 'failure-modes', 'footer', 'none'] as const;
export type KnowledgeMenu = (typeof KNOWLEDGE_MENUS)[number];

export interface KnowledgePageNav {
  menu: KnowledgeMenu;
  /** Menu words; the title when the file gives none. */
  label: string;
  /** Position within its menu and in the knowledge-base index, lowest first. */
  order: number;
}

/**
 * What a knowledge page's route may look like: one lowercase path segment of words joined by
 * hyphens. nginx and the Node front route every such path to the live pages folder, so a page
 * staff add needs no server configuration.
 */
export const KNOWLEDGE_PAGE_ROUTE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Limits of the optional `questions` list in front matter. */
export const MAX_QUESTIONS = 6;
export const MAX_QUESTION_LENGTH = 120;

export interface KnowledgeSection {
  /** Headings from the file title down to this section, e.g. ['Cavitation', 'Causes']. */
  headingPath: string[];
  /** The section's own heading ('' for the text before the first heading). */
  heading: string;
  /** Markdown depth of the heading (1 for the intro). */
  depth: number;
  /** Markdown body of the section, without its heading line. */
  body: string;
}

export interface KnowledgeFile {
  meta: KnowledgeMeta;
  sections: KnowledgeSection[];
  /** The whole markdown body, without front matter. */
  body: string;
}

export class KnowledgeFormatError extends Error {
  constructor(
    readonly file: string,
    message: string,
    /** The front-matter field at fault ('' when the file as a whole is). */
    readonly field = '',
  ) {
    super(`${file}: ${message}`);
    this.name = 'KnowledgeFormatError';
  }
}

function requireString(data: Record<string, unknown>, key: 'title' | 'route' | 'summary', file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new KnowledgeFormatError(file, `front matter needs a non-empty "${key}"`, key);
  }
  return value.trim();
}

/** `page` and `nav`: whether the file is a page of its own, and where the menus list it. */
function optionalPage(data: Record<string, unknown>, title: string, route: string, file: string): KnowledgePageNav | undefined {
  const fail = (field: string, why: string): never => {
    throw new KnowledgeFormatError(file, `front matter "${field}" ${why}`, field);
  };
  if (data.page === undefined || data.page === null || data.page === false) {
    if (data.nav !== undefined) fail('nav', 'only applies to a page: add "page: true" or remove "nav"');
    return undefined;
  }
  if (data.page !== true) fail('page', 'must be true or false');
  if (!KNOWLEDGE_PAGE_ROUTE.test(route)) {
    fail(
      'route',
      `"${route}" is not allowed for a page: use one lowercase segment of words joined by hyphens, like /pump-failure-modes-cavitation`,
    );
  }
  const nav = data.nav;
  if (typeof nav !== 'object' || nav === null || Array.isArray(nav)) return fail('nav', 'is needed with "page: true" (menu and order)');
  const { menu, label, order } = nav as Record<string, unknown>;
  if (typeof menu !== 'string' || !(KNOWLEDGE_MENUS as readonly string[]).includes(menu)) {
    fail('nav.menu', `must be one of ${KNOWLEDGE_MENUS.join(', ')}`);
  }
  if (label !== undefined && (typeof label !== 'string' || label.trim() === '')) fail('nav.label', 'must be a non-empty text when given');
  if (typeof order !== 'number' || !Number.isFinite(order)) fail('nav.order', 'must be a number');
  return { menu: menu as KnowledgeMenu, label: typeof label === 'string' ? label.trim() : title, order: order as number };
}

/** The optional `questions` list: 1 to 6 non-empty strings of at most 120 characters. */
function optionalQuestions(data: Record<string, unknown>, file: string): string[] {
  const value = data.questions;
  if (value === undefined || value === null) return [];
  const fail = (why: string): never => {
    throw new KnowledgeFormatError(file, `front matter "questions" ${why}`, 'questions');
  };
  if (!Array.isArray(value)) fail('must be a list of questions');
  const list = value as unknown[];
  if (list.length === 0 || list.length > MAX_QUESTIONS) fail(`must list 1 to ${MAX_QUESTIONS} questions (found ${list.length})`);
  return list.map((item, index) => {
    if (typeof item !== 'string' || item.trim() === '') return fail(`item ${index + 1} must be a non-empty string`);
    const question = item.trim();
    if (question.length > MAX_QUESTION_LENGTH) fail(`item ${index + 1} is longer than ${MAX_QUESTION_LENGTH} characters`);
    return question;
  });
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Parses one knowledge file, brand placeholders filled in; throws KnowledgeFormatError when
 * the front matter is incomplete or its optional `questions` list is malformed.
 */
export function parseKnowledgeFile(raw: string, file: string): KnowledgeFile {
  const text = fillBrandPlaceholders(raw);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object stops gray-matter from caching by content, which would hand
    // back a stale result after a file is edited back to an earlier version.
    parsed = matter(text, {});
  } catch (error) {
    throw new KnowledgeFormatError(file, `front matter is not valid YAML (${(error as Error).message})`, 'front matter');
  }
  const data = parsed.data as Record<string, unknown>;
  const title = requireString(data, 'title', file);
  const route = requireString(data, 'route', file);
  const meta: KnowledgeMeta = {
    title,
    route,
    summary: requireString(data, 'summary', file),
    questions: optionalQuestions(data, file),
  };
  if (!meta.route.startsWith('/')) throw new KnowledgeFormatError(file, 'route must start with "/"', 'route');
  const page = optionalPage(data, title, route, file);
  if (page) meta.page = page;

  const sections: KnowledgeSection[] = [];
  const stack: { depth: number; heading: string }[] = [];
  let current: KnowledgeSection = { headingPath: [meta.title], heading: '', depth: 1, body: '' };
  let inFence = false;
  const lines: string[] = [];
  const flush = () => {
    current.body = lines.join('\n').trim();
    lines.length = 0;
    if (current.body !== '' || current.heading !== '') sections.push(current);
  };
  for (const line of parsed.content.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (!match || match[1]!.length === 1) {
      // A level-1 heading repeats the title; keep the body under the intro.
      if (!match) lines.push(line);
      continue;
    }
    flush();
    const depth = match[1]!.length;
    const heading = match[2]!;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    stack.push({ depth, heading });
    current = { headingPath: [meta.title, ...stack.map((s) => s.heading)], heading, depth, body: '' };
  }
  flush();
  return { meta, sections, body: parsed.content.trim() };
}
