/**
 * Playwright's global setup: runs once the stacks of config.webServer are up, before any test.
 * Playwright waits only for a stack's pages, which the front serves while the mail API and the
 * chat service behind it may still be starting (the chat service loads its knowledge index
 * first); a spec that reached /chat/health then got nginx's 502. So every spec starts only once
 * both services answer their health checks through each front, whether Playwright started the
 * stack or found one running.
 */
import { BASE_URL, NODE_FRONT_URL, STACK_START_TIMEOUT_MS } from './stack';

const POLL_MS = 200;

/** The status a URL answers with, or why it did not answer. */
async function answer(url: string): Promise<number | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export default async function servicesReady(): Promise<void> {
  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  let waiting = [BASE_URL, NODE_FRONT_URL].flatMap((front) => [`${front}/api/health`, `${front}/chat/health`]);
  for (;;) {
    const answers = await Promise.all(waiting.map(async (url) => ({ url, answer: await answer(url) })));
    const pending = answers.filter(({ answer }) => answer !== 200);
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      const list = pending.map(({ url, answer }) => `${url} (last answer: ${answer})`).join(', ');
      throw new Error(`Not healthy within ${STACK_START_TIMEOUT_MS / 1000} s: ${list}`);
    }
    waiting = pending.map(({ url }) => url);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
