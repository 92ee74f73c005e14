/**
 * The assistant never links a page that does not exist: before an answer leaves the service,
 * its sources are checked against the site's live route list, `routes.json` in the live pages
 * folder (LIVE_PAGES_DIR), which the site's live renderer rewrites whenever a knowledge page
 * is added, renamed or removed. The index follows the same edits on its own; this check covers
 * the moments between the two, and a file whose page the renderer refused.
 *
 * Without the list (no live renderer, as in a bare `npm run dev -w chat-service`) sources pass
 * unchanged: the baked pages are then the site, and every source comes from a checked file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ChatResponse } from '@site/contracts/chat';
import type { AnswerOptions } from '../answer/answerer.ts';
import type { ChatAnswerer } from './chat-route.ts';

export interface LiveRoutes {
  /** The site's pages now, or undefined when no list is published. */
  current(): ReadonlySet<string> | undefined;
}

/** Reads routes.json again only when it changed (one stat per answer). */
export function liveRoutesFile(file: string, logger: Logger): LiveRoutes {
  let stamp = '';
  let routes: ReadonlySet<string> | undefined;
  return {
    current() {
      let next: string;
      try {
        const stat = fs.statSync(file);
        next = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        routes = undefined;
        stamp = '';
        return undefined;
      }
      if (next === stamp) return routes;
      try {
        const { pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: unknown };
        if (!Array.isArray(pages)) throw new Error('no "pages" list');
        routes = new Set(pages.filter((page): page is string => typeof page === 'string'));
        stamp = next;
      } catch (error) {
        // Keep the list read last: the renderer replaces the file whole, so this is rare.
        logger.warn({ err: error, file }, 'live route list unreadable; keeping the last one');
      }
      return routes;
    },
  };
}

/** The live route list in the live pages folder, when one is set. */
export function liveRoutesIn(livePagesDir: string | null, logger: Logger): LiveRoutes | undefined {
  return livePagesDir ? liveRoutesFile(path.join(livePagesDir, 'routes.json'), logger) : undefined;
}

/** Drops the sources whose page is not on the list. */
export function checkSources(response: ChatResponse, routes: LiveRoutes): ChatResponse {
  const live = routes.current();
  if (!live) return response;
  const sources = response.sources.filter((source) => live.has(source.url.split(/[?#]/)[0]!));
  return sources.length === response.sources.length ? response : { ...response, sources };
}

/** The answerer, with every answer (the draft too) checked before it is sent. */
export function withLiveSources(answerer: ChatAnswerer, routes: LiveRoutes | undefined): ChatAnswerer {
  if (!routes) return answerer;
  return {
    async answer(query: string, options?: AnswerOptions) {
      const onDraft = options?.onDraft;
      const checked: AnswerOptions | undefined = onDraft
        ? { ...options, onDraft: (draft) => onDraft(checkSources(draft, routes)) }
        : options;
      return checkSources(await answerer.answer(query, checked), routes);
    },
  };
}
