/**
 * `npm run bench:knowledge`: how long a staff edit takes to reach the site and the assistant,
 * and what re-rendering costs. Starts a stack of its own (npm start behind nginx) on a
 * temporary copy of the knowledge folder, then saves 20 edits of one knowledge file, each
 * changing its title and a sentence, and measures from the save to
 * - edit-to-page: the page's HTML, through nginx, shows the new sentence;
 * - edit-to-answer: the assistant cites the page under its new title.
 * A title change re-renders every page (they all carry the menu), so this is the slow case.
 * Then, in this process, with the build's server bundle: the cost of rendering one knowledge
 * page and of re-rendering every page into a live folder. Needs a build (npm run build).
 * Prints median and max; exits 1 when a median or max is 5 s or more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLiveRenderer } from '../../web/scripts/live-render';
import { knowledgeSite, readKnowledgeFolder } from '../../web/scripts/knowledge-pages';
import { loadSiteRenderer } from '../../web/scripts/site-renderer';
import { askSources, startKnowledgeStack, within } from '../support/knowledge-stack';

const EDITS = 20;
const LIMIT_MS = 5000;
const port = Number(process.env.BENCH_PORT ?? 4500);
const FILE = 'pump-failure-modes-cavitation.md';
const ROUTE = '/pump-failure-modes-cavitation';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => `${Math.round(ms)} ms`;

async function editTimes(): Promise<{ page: number[]; answer: number[] }> {
  const stack = await startKnowledgeStack(port);
  const page: number[] = [];
  const answer: number[] = [];
  try {
    const file = path.join(stack.knowledgeDir, FILE);
    const original = fs.readFileSync(file, 'utf8');
    for (let i = 1; i <= EDITS; i++) {
      const title = `Cavitation, edit ${i}`;
      const sentence = `Bench edit ${i}: cavitation is one of the most damaging`;
      const saved = Date.now();
      fs.writeFileSync(
        file,
        original.replace('title: "Cavitation"', `title: "${title}"`).replace('Cavitation is one of the most damaging', sentence),
      );
      const [toPage, toAnswer] = await Promise.all([
        within(
          LIMIT_MS * 2,
          `edit ${i} on the page`,
          async () => (await (await fetch(`${stack.url}${ROUTE}`)).text()).includes(sentence),
          saved,
        ),
        within(
          LIMIT_MS * 2,
          `edit ${i} in the answer`,
          async () =>
            (await askSources(stack.url, 'What causes cavitation in a pump?')).some(
              (source) => source.url === ROUTE && source.title === title,
            ),
          saved,
        ),
      ]);
      page.push(toPage);
      answer.push(toAnswer);
      console.log(`edit ${String(i).padStart(2)}: page ${fmt(toPage)}, answer ${fmt(toAnswer)}`);
      // Let the rest of the site's pages follow before the next save, as between real edits.
      await new Promise((r) => setTimeout(r, 1500));
    }
  } finally {
    await stack.stop();
  }
  return { page, answer };
}

async function renderCosts(): Promise<{ one: number[]; all: number[]; pages: number }> {
  const renderer = await loadSiteRenderer();
  const { sources } = readKnowledgeFolder();
  const site = knowledgeSite(sources);
  const one: number[] = [];
  await renderer.renderPage(ROUTE, site); // warm-up: the page's module is loaded once
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await renderer.renderPage(ROUTE, site);
    one.push(performance.now() - started);
  }
  const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const all: number[] = [];
  let pages = 0;
  const live = await createLiveRenderer({ liveDir, log: () => undefined });
  try {
    for (let i = 0; i < 5; i++) {
      const report = await live.renderAll();
      all.push(report.ms);
      pages = report.rendered.length;
    }
  } finally {
    await live.close();
    fs.rmSync(liveDir, { recursive: true, force: true });
  }
  return { one, all, pages };
}

async function main(): Promise<void> {
  const cpus = os.cpus().length;
  console.log(`bench:knowledge on ${cpus} CPU${cpus === 1 ? '' : 's'} (${os.cpus()[0]?.model ?? 'unknown'})`);
  const { page, answer } = await editTimes();
  const { one, all, pages } = await renderCosts();
  console.log('');
  console.log(`edit-to-page   (${EDITS} edits): median ${fmt(median(page))}, max ${fmt(Math.max(...page))}`);
  console.log(`edit-to-answer (${EDITS} edits): median ${fmt(median(answer))}, max ${fmt(Math.max(...answer))}`);
  console.log(`render one knowledge page: median ${fmt(median(one))}, max ${fmt(Math.max(...one))} (20 renders)`);
  console.log(`re-render all ${pages} pages with files written: median ${fmt(median(all))}, max ${fmt(Math.max(...all))} (5 runs)`);
  const slow = [...page, ...answer].some((ms) => ms >= LIMIT_MS);
  if (slow) {
    console.error(`An edit took ${LIMIT_MS / 1000} s or more to show.`);
    process.exitCode = 1;
  }
}

await main();
process.exit();
