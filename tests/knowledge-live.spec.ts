/**
 * Staff edit one folder, and both the site's pages and the assistant follow within seconds:
 * a stack of its own behind real nginx (scripts/start.ts, with its live renderer) on a
 * temporary copy of the knowledge folder. Editing, adding and deleting a file shows in the
 * page's HTML, the knowledge-base index, the sitemap and the assistant's sources, each within
 * 5 s of the save; a malformed file keeps its last good page and is logged with its file and
 * field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { askSources, type KnowledgeStack, startKnowledgeStack, topicFile, within } from './support/knowledge-stack';

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_KNOWLEDGE_PORT ?? 4400);
const LIMIT_MS = 5000;
const NEW_ROUTE = '/pump-priming';
const QUESTION = 'How do I prime a centrifugal pump before starting it?';

let stack: KnowledgeStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startKnowledgeStack(PORT);
});

test.afterAll(async () => {
  await stack?.stop();
});

// What the stack printed (the live renderer's lines among it) explains a miss.
test.afterEach(async ({}, testInfo) => {
  if (stack && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('stack log', { body: stack.log().slice(-20_000), contentType: 'text/plain' });
});

const get = async (route: string) => {
  const response = await fetch(`${stack.url}${route}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
};
const file = (name: string) => path.join(stack.knowledgeDir, name);

test("an edit shows on the page, in the index and in the assistant's sources within 5 s", async () => {
  test.setTimeout(60_000);
  const name = file('pump-failure-modes-cavitation.md');
  const original = fs.readFileSync(name, 'utf8');
  const saved = Date.now();
  fs.writeFileSync(
    name,
    original
      .replace('title: "Cavitation"', 'title: "Cavitation and vapour bubbles"')
      .replace(/^summary: ".*"$/m, 'summary: "Edited summary: vapour bubbles that form and collapse inside a pump."')
      .replace('Cavitation is one of the most damaging', 'Edited text: cavitation is one of the most damaging'),
  );
  await within(
    LIMIT_MS,
    'edited page',
    async () => (await get('/pump-failure-modes-cavitation')).text.includes('Edited text: cavitation'),
    saved,
  );
  const page = await get('/pump-failure-modes-cavitation');
  expect(page.text.includes('<title>Cavitation and vapour bubbles |')).toBe(true);
  await within(LIMIT_MS, 'index', async () => (await get('/knowledge-base')).text.includes('Edited summary: vapour bubbles'), saved);
  await within(LIMIT_MS, 'menu on another page', async () => (await get('/about')).text.includes('Cavitation and vapour bubbles'), saved);
  await within(
    LIMIT_MS,
    'assistant',
    async () =>
      (await askSources(stack.url, 'What causes cavitation in a pump?')).some(
        (s) => s.url === '/pump-failure-modes-cavitation' && s.title === 'Cavitation and vapour bubbles',
      ),
    saved,
  );
  expect((await get('/sitemap.xml')).text.includes('/pump-failure-modes-cavitation</loc>')).toBe(true);
});

test('a new file is a page, in the index, the sitemap and the menu, and cited, within 5 s; it loads in the browser without an error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const saved = Date.now();
  fs.writeFileSync(file('pump-priming.md'), topicFile(NEW_ROUTE, 'Priming a centrifugal pump'));
  await within(LIMIT_MS, 'new page', async () => (await get(NEW_ROUTE)).status === 200, saved);
  await within(LIMIT_MS, 'index', async () => (await get('/knowledge-base')).text.includes(`href="${NEW_ROUTE}"`), saved);
  await within(LIMIT_MS, 'sitemap', async () => (await get('/sitemap.xml')).text.includes(`${NEW_ROUTE}</loc>`), saved);
  await within(LIMIT_MS, 'assistant', async () => (await askSources(stack.url, QUESTION)).some((s) => s.url === NEW_ROUTE), saved);
  await within(LIMIT_MS, 'menu on another page', async () => (await get('/about')).text.includes(`href="${NEW_ROUTE}"`), saved);
  // A trailing slash redirects, as for a built page (other spellings wait for the next build).
  expect((await fetch(`${stack.url}${NEW_ROUTE}/`, { redirect: 'manual' })).headers.get('location')).toBe(NEW_ROUTE);

  // The browser runs the live page's shell like a built one's: no error, no script blocked by the CSP.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.url}${NEW_ROUTE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Priming a centrifugal pump' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Following the index's link to it loads the page whole, as for any page.
  await page.goto(`${stack.url}/knowledge-base`);
  await page.getByRole('link', { name: 'Priming a centrifugal pump' }).first().click();
  await expect(page).toHaveURL(`${stack.url}${NEW_ROUTE}`);
  await expect(page.getByText('Priming a centrifugal pump means filling its casing')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a malformed file keeps its last good page and is logged with the file and field', async () => {
  test.setTimeout(30_000);
  const name = file('pump-priming.md');
  fs.writeFileSync(
    name,
    topicFile(NEW_ROUTE, 'Priming a centrifugal pump')
      .replace('order: 45', 'order: soon')
      .replace('Priming a centrifugal pump means', 'Broken edit means'),
  );
  await within(LIMIT_MS, 'logged', async () => /pump-priming\.md: field "nav\.order"/.test(stack.log()));
  const page = await get(NEW_ROUTE);
  expect(page.status).toBe(200);
  expect(page.text.includes('Priming a centrifugal pump means')).toBe(true);
  expect(page.text.includes('Broken edit')).toBe(false);
  // A route that is already a page of the site is refused the same way.
  fs.writeFileSync(file('clash.md'), topicFile('/about', 'Clashing topic'));
  await within(LIMIT_MS, 'clash logged', async () => /clash\.md: field "route"/.test(stack.log()));
  expect((await get('/about')).text.includes('Clashing topic')).toBe(false);
  fs.rmSync(file('clash.md'));
});

test("a deleted file's page answers 404, leaves the index and the sitemap, and is no longer cited, within 5 s", async () => {
  test.setTimeout(60_000);
  const saved = Date.now();
  fs.rmSync(file('pump-priming.md'));
  await within(LIMIT_MS, 'page gone', async () => (await get(NEW_ROUTE)).status === 404, saved);
  await within(LIMIT_MS, 'index', async () => !(await get('/knowledge-base')).text.includes(`href="${NEW_ROUTE}"`), saved);
  await within(LIMIT_MS, 'sitemap', async () => !(await get('/sitemap.xml')).text.includes(NEW_ROUTE), saved);
  await within(LIMIT_MS, 'assistant', async () => !(await askSources(stack.url, QUESTION)).some((s) => s.url === NEW_ROUTE), saved);

  // A page of the build goes as well: the live folder decides once the renderer runs.
  const built = Date.now();
  fs.rmSync(file('pump-failure-modes-corrosion.md'));
  await within(LIMIT_MS, 'built page gone', async () => (await get('/pump-failure-modes-corrosion')).status === 404, built);
});
