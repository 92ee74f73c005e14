/**
 * The live renderer: watches the knowledge folder (KNOWLEDGE_DIR) and, within a second of a
 * staff edit, re-renders the pages it affects into the live pages folder (LIVE_PAGES_DIR),
 * which nginx and the Node front serve ahead of the baked build. It renders with the build's
 * own server bundle and manifest (site-renderer.ts), so a live page has exactly the markup and
 * assets of a built one.
 *
 * What an edit re-renders:
 * - only the page's text changed: that page;
 * - anything the menus, the index or the sitemap show (a title, summary, route, menu, label,
 *   order, a page added or removed): every page, since every page carries the menus, plus
 *   sitemap.xml and routes.json (the live route list the assistant checks its sources against).
 *
 * A file that fails the checks is logged with the file and field, and its last good version
 * stays: kept in memory and in `.sources/` of the live folder, so it also survives a restart.
 *
 * The folder's layout: `<path>/index.html` per page, `404.html`, `sitemap.xml`, `routes.json`,
 * `status.json` (for the health check), and `.active`, written once every page is there: from
 * then on the live folder alone says which knowledge pages exist (nginx-snippets.ts). Run on its
 * own: `tsx web/scripts/live-render.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import type { KnowledgeFormatError } from '@site/contracts/knowledge';
import { notFoundPage } from '../app/route-table';
import { pageFile } from '../server/routing';
import { type KnowledgeSite, type KnowledgeSource, knowledgeDir as defaultKnowledgeDir, knowledgeSite } from './knowledge-pages';
import { removeStrays, writeAtomic } from './live-files';
import { knowledgeSources } from './live-sources';
import { LIVE_ACTIVE_MARKER } from './nginx-snippets';
import { sitemapXml } from './postbuild';
import { buildDir as defaultBuildDir, type SiteRenderer, loadSiteRenderer } from './site-renderer';

export const defaultLiveDir = path.resolve(process.env.LIVE_PAGES_DIR ?? path.join(defaultBuildDir, 'live'));

/** Editors save in bursts (temp file, rename, chmod): one sync per burst. */
const DEBOUNCE_MS = 50;
/** status.json is rewritten at least this often, so a health check can tell the renderer is alive. */
const HEARTBEAT_MS = 10_000;

export interface LiveRendererOptions {
  knowledgeDir?: string;
  liveDir?: string;
  buildDir?: string;
  log?: (line: string) => void;
  /** The renderer of pages (default: the build's, loaded from buildDir); tests pass their own. */
  renderer?: SiteRenderer;
}

export interface SyncReport {
  /** Routes written by this sync. */
  rendered: string[];
  /** Routes whose pages were removed. */
  removed: string[];
  errors: KnowledgeFormatError[];
  ms: number;
}

export interface LiveRenderer {
  /** Re-reads the folder and renders what changed; syncs never overlap. */
  sync(): Promise<SyncReport>;
  /** Renders every page again (the benchmark's full rebuild). */
  renderAll(): Promise<SyncReport>;
  close(): Promise<void>;
}

/** What every page shows of the knowledge pages: a change here re-renders all of them. */
const siteKey = (site: KnowledgeSite) => JSON.stringify(site.catalog);
/** What one knowledge page shows of its own file. */
const pageKey = (source: KnowledgeSource) => JSON.stringify([source.name, source.parsed.meta, source.parsed.body]);

export async function createLiveRenderer(options: LiveRendererOptions = {}): Promise<LiveRenderer> {
  const dir = path.resolve(options.knowledgeDir ?? defaultKnowledgeDir);
  const liveDir = path.resolve(options.liveDir ?? defaultLiveDir);
  const log = options.log ?? ((line: string) => console.log(`[live-pages] ${line}`));
  const renderer: SiteRenderer = options.renderer ?? (await loadSiteRenderer(options.buildDir ?? defaultBuildDir));
  const keptName = '.sources';
  const keptDir = path.join(liveDir, keptName);

  fs.mkdirSync(liveDir, { recursive: true, mode: 0o755 });
  // Pages rendered for another build link assets that build no longer has: start afresh.
  const buildIdFile = path.join(liveDir, '.build-id');
  const previousBuild = fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8') : '';
  if (previousBuild !== renderer.buildId) {
    for (const name of fs.readdirSync(liveDir))
      if (name !== keptName) fs.rmSync(path.join(liveDir, name), { recursive: true, force: true });
  }

  const knowledge = knowledgeSources(dir, keptDir, log);
  let renderedSite = '';
  const renderedPages = new Map<string, string>();
  let routes: string[] = [];
  let firstSync = true;
  let lastErrors: KnowledgeFormatError[] = [];
  /** Set by the watcher when a file changed after the current sync read the folder. */
  let changePending = false;

  const writeStatus = (errors: KnowledgeFormatError[]) =>
    writeAtomic(
      path.join(liveDir, 'status.json'),
      JSON.stringify({
        ok: true,
        at: new Date().toISOString(),
        pages: routes.length,
        errors: errors.map((error) => ({ file: error.file, field: error.field, message: error.message })),
      }),
    );

  const run = async (force: boolean): Promise<SyncReport> => {
    const started = performance.now();
    changePending = false;
    const { sources, errors: fileErrors } = knowledge.read();
    const site = knowledgeSite(sources);
    const errors = [...fileErrors, ...site.errors];
    knowledge.report(errors, new Set(site.errors));
    lastErrors = errors;
    const everything = force || firstSync || siteKey(site) !== renderedSite;
    const nextRoutes = renderer.routes(site);
    const removed = routes.filter((route) => !nextRoutes.includes(route));
    for (const route of removed) {
      // The HTML first: it is what nginx checks, so the page is gone at once.
      fs.rmSync(path.join(liveDir, pageFile(route)), { force: true });
      try {
        fs.rmdirSync(path.dirname(path.join(liveDir, pageFile(route))));
      } catch {
        // Already gone, or holds something else: leave it.
      }
      renderedPages.delete(route);
    }
    const rendered: string[] = [];
    const renderRoute = async (route: string) => {
      const source = site.pages.get(route);
      writeAtomic(path.join(liveDir, pageFile(route)), await renderer.renderPage(route, site));
      renderedPages.set(route, source ? pageKey(source) : '');
      rendered.push(route);
    };
    // The pages the edit is about come first: the edited or added knowledge pages and the
    // index, then the sitemap and the route list; the other pages (their menus) follow.
    const edited = nextRoutes.filter((route) => {
      const source = site.pages.get(route);
      return source !== undefined && renderedPages.get(route) !== pageKey(source);
    });
    const priority = everything ? [...edited, '/knowledge-base'] : edited;
    // Until every page shows this catalog, no catalog is "rendered": a sync cut short must
    // not leave an older one here, which a later edit could bring back and then skip.
    if (everything) renderedSite = '';
    for (const route of priority) await renderRoute(route);
    if (everything) {
      const pagePaths = nextRoutes.filter((route) => route !== notFoundPage.path);
      writeAtomic(path.join(liveDir, 'sitemap.xml'), sitemapXml(pagePaths));
      writeAtomic(path.join(liveDir, 'routes.json'), JSON.stringify({ pages: pagePaths }));
      let interrupted = false;
      for (const route of nextRoutes) {
        if (priority.includes(route)) continue;
        // A newer save is waiting: its sync renders every page again anyway, so stop here
        // rather than make that save wait for pages about to be replaced.
        if (!firstSync && changePending) {
          interrupted = true;
          break;
        }
        await renderRoute(route);
      }
      if (!interrupted) {
        writeAtomic(path.join(liveDir, '404.html'), fs.readFileSync(path.join(liveDir, pageFile(notFoundPage.path)), 'utf8'));
        renderedSite = siteKey(site);
      }
    }
    routes = nextRoutes;
    if (firstSync) {
      removeStrays(liveDir, new Set(nextRoutes));
      writeAtomic(buildIdFile, renderer.buildId);
      writeAtomic(path.join(liveDir, LIVE_ACTIVE_MARKER), new Date().toISOString());
      firstSync = false;
    }
    writeStatus(errors);
    const ms = performance.now() - started;
    if (rendered.length > 0 || removed.length > 0) {
      log(
        `rendered ${rendered.length} page${rendered.length === 1 ? '' : 's'}${removed.length > 0 ? `, removed ${removed.join(', ')}` : ''} in ${Math.round(ms)} ms`,
      );
    }
    return { rendered, removed, errors, ms };
  };

  let queue: Promise<unknown> = Promise.resolve();
  const serial = (force: boolean): Promise<SyncReport> => {
    const next = queue.then(() => run(force));
    queue = next.catch(() => undefined);
    return next;
  };
  await serial(false);

  const heartbeat = setInterval(() => writeStatus(lastErrors), HEARTBEAT_MS);
  heartbeat.unref();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, {
    ignoreInitial: true,
    depth: 0,
    // A half-written file would be reported as malformed: wait until it stops growing.
    awaitWriteFinish: { stabilityThreshold: 60, pollInterval: 20 },
  });
  watcher.on('all', (_event, file) => {
    if (!file.endsWith('.md') && file !== dir) return;
    changePending = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      serial(false).catch((error: unknown) => log(`error: re-render failed: ${error instanceof Error ? error.stack : String(error)}`));
    }, DEBOUNCE_MS);
  });
  watcher.on('error', (error) => log(`error: watching ${dir}: ${String(error)}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // A save made while the first render ran came before the watcher: one more look finds it.
  await serial(false);

  return {
    sync: () => serial(false),
    renderAll: () => serial(true),
    close: async () => {
      clearTimeout(timer);
      clearInterval(heartbeat);
      await watcher.close();
      await queue;
    },
  };
}

async function main(): Promise<void> {
  try {
    fs.mkdirSync(defaultLiveDir, { recursive: true });
    fs.accessSync(defaultLiveDir, fs.constants.W_OK);
  } catch (error) {
    // Restarting would not help (a folder of another user, a read-only mount): say so once and
    // stay idle until stopped, while the pages already there, or the built ones, serve.
    console.error(
      `[live-pages] cannot write ${defaultLiveDir} (LIVE_PAGES_DIR): ${(error as Error).message}; knowledge edits will not show until it is writable`,
    );
    // Signal handlers alone do not keep Node running: a timer does.
    const idle = setInterval(() => undefined, 1 << 30);
    await new Promise<void>((resolve) => {
      process.once('SIGTERM', resolve);
      process.once('SIGINT', resolve);
    });
    clearInterval(idle);
    return;
  }
  const live = await createLiveRenderer();
  console.log(`[live-pages] watching ${defaultKnowledgeDir}; pages in ${defaultLiveDir}`);
  const stop = () => void live.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(`[live-pages] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
