/** Helpers for the forms' unit tests (jsdom): a fetch stand-in and waiting for the engine. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { Toasts } from './Toasts';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** Replaces fetch; each call records its request and answers with the next queued response. */
export function mockFetch() {
  const requests: RecordedRequest[] = [];
  const answers: (() => Promise<Response>)[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    requests.push({ url, init, headers: new Headers(init.headers) });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  return {
    requests,
    fetchMock,
    answerJson(status: number, body: unknown, headers?: Record<string, string>) {
      answers.push(async () => json(status, body, headers));
    },
    answerOk(message = 'Thank you for your enquiry! We will reply within 24 hours.') {
      answers.push(async () => json(200, { sent: true, message }));
    },
    failNetwork() {
      answers.push(async () => {
        throw new TypeError('Failed to fetch');
      });
    },
    /** An answer the test releases when it wants, to look at the in-flight state. */
    deferOk() {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      answers.push(async () => {
        await gate;
        return json(200, { sent: true, message: 'ok' });
      });
      return release;
    },
  };
}

/** Renders a form with the toast container, as the page and the shell place them. */
export function renderForm(ui: ReactElement) {
  // applyAccept off: the tests choose wrong files on purpose, as a visitor with 'All files' can.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      {ui}
      <Toasts />
    </>,
  );
  const form = view.container.querySelector('form')!;
  return { user, form, ...view };
}

/** Waits until the engine has taken over the form (it loads on the first focus inside it). */
export async function waitForEngine(form: HTMLFormElement) {
  await waitFor(() => expect(form).toHaveAttribute('data-interactive', 'true'), { timeout: 5000 });
}

export function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return JSON.parse(String(request.init.body)) as Record<string, unknown>;
}

export const findToast = (text: RegExp | string) => screen.findByText(text, {}, { timeout: 3000 });
