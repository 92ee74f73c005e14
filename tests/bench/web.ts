/**
 * `npm run bench:web`: builds the site if needed, serves it the production way (nginx with
 * gzip when installed), runs Lighthouse with the mobile preset on every route and prints the
 * four category scores, LCP, TBT, CLS and the gzip size of the JavaScript each page loads first
 * (every script and modulepreload its HTML names). Exits 1 when a route misses a target.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pages } from '../support/site';
import { spawnSite } from '../../scripts/site-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const root = path.resolve(import.meta.dirname, '..', '..');
const clientDir = path.join(root, 'web', 'build', 'client');
const port = Number(process.env.BENCH_PORT ?? 4300);
const base = `http://127.0.0.1:${port}`;
const only = process.env.BENCH_ROUTES?.split(',');
// The 404 page answers with status 404, which Lighthouse refuses to audit; it is checked by axe instead.
const routes = only ?? pages.map((page) => page.path);

/** First-load JavaScript budgets (gzip): a page, and a page with a form in its main content. */
const JS_BUDGET = 15 * 1024;
const JS_BUDGET_WITH_FORM = 20 * 1024;

/** Whether the page's main content holds a form (the footer's is on every page and does not count). */
function hasFormInMain(html: string): boolean {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return /<form[\s>]/.test(main);
}

/** Gzip size (level 6, as nginx serves it) of the scripts a page's HTML loads first. */
export function firstLoadJsBytes(html: string): number {
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) files.add(match[1]!);
  let total = 0;
  for (const file of files) {
    const full = path.join(clientDir, file.replace(/^\//, ''));
    if (fs.existsSync(full)) total += gzipSync(fs.readFileSync(full), { level: 6 }).length;
  }
  return total;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main() {
  if (!fs.existsSync(path.join(clientDir, '404.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const stack: ChildProcess = spawnSite(
    port,
    {
      DATA_DIR: path.join(root, 'data', 'bench-web'),
      LOG_LEVEL: 'warn',
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitFor(`${base}/`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const rows: string[][] = [];
    let misses = 0;
    try {
      for (const route of routes) {
        const html = await (await fetch(`${base}${route}`)).text();
        const js = firstLoadJsBytes(html);
        const jsBudget = hasFormInMain(html) ? JS_BUDGET_WITH_FORM : JS_BUDGET;
        const audit1 = () =>
          lighthouse(`${base}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
        let lhr = (await audit1())!.lhr;
        // A run Lighthouse itself could not complete (its runtimeError) is measured once more.
        if (lhr.runtimeError) {
          console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}; measuring again`);
          lhr = (await audit1())!.lhr;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const row = {
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js,
        };
        const miss = row.perf < 95 || row.a11y < 100 || row.bp < 100 || row.seo < 100 || row.cls > 0 || js > jsBudget;
        if (miss) misses++;
        rows.push([
          route,
          `${row.perf}`,
          `${row.a11y}`,
          `${row.bp}`,
          `${row.seo}`,
          `${Math.round(row.lcp)} ms`,
          `${Math.round(row.tbt)} ms`,
          row.cls.toFixed(3),
          `${(js / 1024).toFixed(1)} KB`,
          miss ? 'MISS' : 'ok',
        ]);
        console.error(`measured ${route}`);
      }
    } finally {
      await chrome.kill();
    }
    const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'first-load JS (gzip)', 'targets'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(
      `\n${rows.length - misses} of ${rows.length} routes meet every target (perf >= 95, a11y/best/seo = 100, CLS = 0, first-load JS <= 15 KB gzip, 20 KB with a form).`,
    );
    process.exitCode = misses > 0 ? 1 : 0;
  } finally {
    stack.kill('SIGTERM');
  }
}

await main();
