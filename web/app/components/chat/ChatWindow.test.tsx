import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@site/contracts/brand';
import { ChatWindow } from './ChatWindow';
import { answer, controlledStream, resetChatTestState, routeChatFetch, sse, streamResponse } from './test-support';

const product = brand.product;
const TYPING = 'Bot is typing...';
const ERROR = 'Error occurred. Please try again.';

afterEach(() => {
  vi.unstubAllGlobals();
  resetChatTestState();
});

function setup(reply: () => Response | Promise<Response> = () => streamResponse([sse('done', answer('Fine.'))])) {
  const { fetch, questions } = routeChatFetch({ chat: reply });
  const onClose = vi.fn();
  const launcher = createRef<HTMLButtonElement>();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <button ref={launcher}>launcher</button>
      <ChatWindow open onClose={onClose} launcher={launcher} />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: `${product} Chatbot` });
  const input = within(dialog).getByRole('textbox', { name: 'Your question' });
  const send = within(dialog).getByRole('button', { name: 'Send' });
  const log = within(dialog).getByRole('log');
  const sentQueries = () => questions().map((body) => body.query);
  return { fetch, onClose, launcher, user, dialog, input, send, log, sentQueries, view };
}

describe('ChatWindow', () => {
  it('is a labelled modal dialog with the greeting, the input and its placeholder', () => {
    const { dialog, input, log } = setup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: `${product} Chatbot` })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', `Type your question about ${product}...`);
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent(`Hello! What would you like to know about ${product}?`);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('×');
  });

  it('moves focus to the input on open', () => {
    const { input } = setup();
    expect(input).toHaveFocus();
  });

  it('ignores an empty or blank question', async () => {
    const { user, input, send, fetch, log } = setup();
    await user.click(send);
    await user.type(input, '    {Enter}');
    expect(fetch.mock.calls.filter(([url]) => url === '/chat')).toEqual([]);
    expect(log.querySelectorAll('.chat__message')).toHaveLength(1);
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
  });

  it('sends the trimmed text on Enter, shows it, clears the input and removes the typing indicator after the answer', async () => {
    const stream = controlledStream();
    const { user, input, log, sentQueries, send } = setup(() => stream.response);
    await user.type(input, '  What causes cavitation?  {Enter}');
    expect(sentQueries()).toEqual(['What causes cavitation?']);
    expect(input).toHaveValue('');
    expect(within(log).getByText('What causes cavitation?').closest('.chat__message')).toHaveClass('chat__message--user');
    expect(within(log).getByText(TYPING)).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(input).toHaveFocus();

    await user.type(input, 'second{Enter}');
    expect(sentQueries()).toHaveLength(1); // one question at a time

    await act(async () => {
      stream.next(sse('done', answer('Low suction pressure.')));
      stream.close();
    });
    expect(await within(log).findByText('Low suction pressure.')).toBeInTheDocument();
    expect(within(log).queryByText(TYPING)).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('sends with the Send button too', async () => {
    const { user, input, send, sentQueries } = setup();
    await user.type(input, 'Hello');
    await user.click(send);
    expect(sentQueries()).toEqual(['Hello']);
    expect(input).toHaveFocus();
  });

  it('shows the streamed answer as it arrives, then the final answer with its sources', async () => {
    const stream = controlledStream();
    const { user, input, log } = setup(() => stream.response);
    await user.type(input, 'cavitation{Enter}');
    await act(async () => stream.next(sse('token', { text: 'Cavitation is ' })));
    expect(await within(log).findByText('Cavitation is')).toBeInTheDocument();
    expect(within(log).getByText(TYPING)).toBeInTheDocument();
    await act(async () => stream.next(sse('token', { text: 'vapour bubbles' })));
    expect(await within(log).findByText('Cavitation is vapour bubbles')).toBeInTheDocument();

    await act(async () => {
      stream.next(
        sse(
          'done',
          answer('- Vapour bubbles collapse\n- Read more: /pump-failure-modes-cavitation', [
            { title: 'Cavitation', url: '/pump-failure-modes-cavitation' },
            { title: 'Elsewhere', url: 'https://evil.example/' },
          ]),
        ),
      );
      stream.close();
    });
    await within(log).findByText('Vapour bubbles collapse');
    expect(within(log).queryByText('Cavitation is vapour bubbles')).not.toBeInTheDocument();
    expect(within(log).queryByText(TYPING)).not.toBeInTheDocument();
    const link = within(log).getByRole('link', { name: 'Cavitation' });
    expect(link).toHaveAttribute('href', '/pump-failure-modes-cavitation');
    expect(within(log).queryByRole('link', { name: 'Elsewhere' })).not.toBeInTheDocument();
  });

  it('renders bot lines starting with "- " as bullets and other lines as paragraphs, with the bot icon', async () => {
    const { user, input, log } = setup(() => streamResponse([sse('done', answer('Here is what we know:\n- First point\n- Second point'))]));
    await user.type(input, 'q{Enter}');
    const first = await within(log).findByText('First point');
    const list = first.closest('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First point', 'Second point']);
    expect(within(log).getByText('Here is what we know:').tagName).toBe('P');
    const bot = first.closest('.chat__message')!;
    expect(bot).toHaveClass('chat__message--bot');
    expect(bot.querySelector('svg.chat__bot-icon')).not.toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Response.json({ error: 'x' }, { status: 500 })],
    ['an unparsable reply', () => new Response('not json', { headers: { 'Content-Type': 'application/json' } })],
  ])('on %s shows the error message and removes the typing indicator', async (_name, reply) => {
    const { user, input, log, send } = setup(reply);
    await user.type(input, 'Anything{Enter}');
    expect(await within(log).findByText(ERROR)).toBeInTheDocument();
    expect(within(log).queryByText(TYPING)).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog, input, send } = setup();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const log = within(dialog).getByRole('log');
    expect(input).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from the last control to the first
    await user.tab();
    expect(log).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(send).toHaveFocus(); // wrapped backwards from the first control to the last
  });

  it('closes on Escape and on the close button', async () => {
    const { user, dialog, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the conversation while closed and returns focus to the launcher', async () => {
    const { user, input, launcher, view } = setup();
    await user.type(input, 'Keep me{Enter}');
    await screen.findByText('Fine.');
    const rerender = (open: boolean) =>
      view.rerender(
        <MemoryRouter>
          <button ref={launcher}>launcher</button>
          <ChatWindow open={open} onClose={() => undefined} launcher={launcher} />
        </MemoryRouter>,
      );
    rerender(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher.current).toHaveFocus();
    rerender(true);
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });
});
