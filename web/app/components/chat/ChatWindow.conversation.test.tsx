/** The dialog as a conversation: history, storage, suggested questions, handoff and feedback. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_MESSAGE_PARAM, type ChatResponse } from '@site/contracts/chat';
import { ChatWindow } from './ChatWindow';
import { STORAGE_KEY } from './conversation-store';
import { FEEDBACK_FAILED, FEEDBACK_THANKS, FEEDBACK_UNKNOWN } from './MessageList';
import { answer, resetChatTestState, routeChatFetch, sse, streamResponse } from './test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetChatTestState();
});

const CAVITATION = '/pump-failure-modes-cavitation';
const STARTERS = ['What causes cavitation?', 'How do I know if my pump is cavitating?', 'What NPSH margin should I keep?'];

interface Options {
  path?: string;
  /** The answers of POST /chat, in turn (the last one repeats). */
  answers?: ChatResponse[];
  starters?: (page: string) => Response | Promise<Response>;
  feedback?: () => Response | Promise<Response>;
}

function setup({
  path = CAVITATION,
  answers = [answer('Fine.')],
  starters = () => Response.json({ questions: STARTERS }),
  feedback,
}: Options = {}) {
  let turn = 0;
  const api = routeChatFetch({
    chat: () => streamResponse([sse('done', answers[Math.min(turn++, answers.length - 1)])]),
    suggestions: starters,
    feedback,
  });
  const launcher = createRef<HTMLButtonElement>();
  const user = userEvent.setup();
  // Pages are whole documents: the chat reads the page it is on from the address.
  window.history.replaceState(null, '', path);
  const view = render(
    <>
      <button ref={launcher}>launcher</button>
      <ChatWindow open onClose={() => undefined} launcher={launcher} />
    </>,
  );
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: 'Your question' });
  const log = within(dialog).getByRole('log');
  /** Types a question, sends it and waits for the answer to settle. */
  const ask = async (question: string) => {
    const before = log.querySelectorAll('.chat__message--bot').length;
    await user.type(input, `${question}{Enter}`);
    await waitFor(() => expect(log.querySelectorAll('.chat__message--bot').length).toBe(before + 1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
  };
  return { ...api, user, view, dialog, input, log, ask };
}

describe('follow-up questions', () => {
  it('send the conversation so far with each question', async () => {
    const { ask, questions } = setup({ answers: [answer('Low suction pressure.'), answer('Raise NPSHa.')] });
    await ask('What causes cavitation?');
    await ask('how do I fix it?');
    expect(questions()).toEqual([
      { query: 'What causes cavitation?' },
      {
        query: 'how do I fix it?',
        history: [
          { sender: 'user', content: 'What causes cavitation?' },
          { sender: 'bot', content: 'Low suction pressure.' },
        ],
      },
    ]);
  });
});

describe('the conversation across page loads', () => {
  it('is restored on the next page and its follow-up carries the history', async () => {
    const first = setup({ answers: [answer('Low suction pressure.', [{ title: 'Cavitation', url: CAVITATION }])] });
    await first.ask('What causes cavitation?');
    expect(sessionStorage.getItem(STORAGE_KEY)).toContain('What causes cavitation?');
    first.view.unmount();

    // A full load of another page: a new widget, the same tab.
    const next = setup({ path: '/about', answers: [answer('Raise NPSHa.')] });
    expect(within(next.log).getByText('What causes cavitation?')).toBeInTheDocument();
    expect(within(next.log).getByRole('link', { name: 'Cavitation' })).toHaveAttribute('href', CAVITATION);
    // A conversation is under way: no starter questions are fetched or shown.
    expect(next.suggestionPages()).toEqual([]);
    expect(within(next.dialog).queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await next.ask('how do I fix it?');
    expect(next.questions()[0]!.history).toEqual([
      { sender: 'user', content: 'What causes cavitation?' },
      { sender: 'bot', content: 'Low suction pressure.' },
    ]);
  });

  it('"New conversation" forgets it here and in storage, and offers the starter questions again', async () => {
    const { ask, user, dialog, input, log, suggestionPages } = setup();
    expect(within(dialog).queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
    await ask('Keep me?');
    await user.click(within(dialog).getByRole('button', { name: 'New conversation' }));
    expect(within(log).queryByText('Keep me?')).not.toBeInTheDocument();
    expect(log.querySelectorAll('.chat__message')).toHaveLength(1); // the greeting
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
    expect(await within(log).findByRole('button', { name: STARTERS[0] })).toBeInTheDocument();
    expect(suggestionPages()).toEqual([CAVITATION]); // fetched once, then remembered
  });

  it('still works, for this page only, when sessionStorage is blocked', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { ask, log, questions } = setup({ answers: [answer('One.'), answer('Two.')] });
    await ask('first');
    await ask('second');
    expect(within(log).getByText('Two.')).toBeInTheDocument();
    expect(questions()[1]!.history).toHaveLength(2);
  });
});

describe('suggested questions', () => {
  it('starter chips come from the page, are buttons, and a click asks the question', async () => {
    const { dialog, log, user, input, questions, suggestionPages } = setup();
    const group = await within(log).findByRole('group', { name: 'Suggested questions' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(STARTERS);
    expect(chips.every((chip) => chip.getAttribute('type') === 'button')).toBe(true);
    expect(suggestionPages()).toEqual([CAVITATION]);
    await user.click(chips[1]!);
    expect(questions()).toEqual([{ query: STARTERS[1] }]);
    expect(input).toHaveFocus(); // the chip is gone; focus does not drop to the page
    await within(log).findByText('Fine.');
    expect(within(dialog).queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
  });

  it('starter chips work from the keyboard: Tab reaches them, Enter and Space ask', async () => {
    const { log, user, questions, view } = setup();
    await within(log).findByRole('group', { name: 'Suggested questions' });
    // From the input, Shift+Tab goes back through the chips to the log.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: STARTERS[2] })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: STARTERS[0] })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(questions()).toEqual([{ query: STARTERS[0] }]);
    // The answer settles (and is stored) before the chat goes: a late one would be kept for the next test.
    await within(log).findByText('Fine.');
    view.unmount();
    resetChatTestState();

    const again = setup();
    await within(again.log).findByRole('group', { name: 'Suggested questions' });
    screen.getByRole('button', { name: STARTERS[1] }).focus();
    await again.user.keyboard(' ');
    expect(again.questions()).toEqual([{ query: STARTERS[1] }]);
    await within(again.log).findByText('Fine.');
  });

  it('without starter questions (the service failed) the greeting stands alone', async () => {
    const { log, suggestionPages } = setup({ starters: () => Response.json({ error: 'x' }, { status: 502 }) });
    await waitFor(() => expect(suggestionPages()).toHaveLength(1));
    expect(within(log).queryByRole('group')).not.toBeInTheDocument();
    expect(within(log).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follow-up chips show under the newest answer only, and send with the history', async () => {
    const { ask, log, user, questions } = setup({
      answers: [
        answer('Low suction pressure.', [], { suggestions: ['How can cavitation be prevented?', 'What NPSH margin should I keep?'] }),
        answer('Raise NPSHa.', [], { answerId: 'answer-2', suggestions: ['What are the signs of cavitation?'] }),
        answer('Noise.', [], { answerId: 'answer-3' }),
      ],
    });
    await ask('What causes cavitation?');
    const first = within(log).getByRole('group', { name: 'Suggested follow-up questions' });
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How can cavitation be prevented?', 'What NPSH margin should I keep?']);
    await user.click(within(first).getByRole('button', { name: 'How can cavitation be prevented?' }));
    await within(log).findByText('Raise NPSHa.');
    const groups = within(log).getAllByRole('group', { name: 'Suggested follow-up questions' });
    expect(groups).toHaveLength(1);
    expect(within(groups[0]!).getByRole('button').textContent).toBe('What are the signs of cavitation?');
    expect(groups[0]!.closest('.chat__message')).toHaveTextContent('Raise NPSHa.');
    expect(questions()[1]).toEqual({
      query: 'How can cavitation be prevented?',
      history: [
        { sender: 'user', content: 'What causes cavitation?' },
        { sender: 'bot', content: 'Low suction pressure.' },
      ],
    });

    // By keyboard: focus the chip and press Enter.
    within(groups[0]!).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await within(log).findByText('Noise.');
    expect(questions()[2]!.query).toBe('What are the signs of cavitation?');
    expect(within(log).queryByRole('group', { name: 'Suggested follow-up questions' })).not.toBeInTheDocument();
  });
});

describe('"Ask our team"', () => {
  it('shows on a handoff answer and opens the contact form with the question that got it', async () => {
    const { ask, log } = setup({
      answers: [
        answer('Prices depend on the stations.', [], { mode: 'handoff', handoff: true }),
        answer('Fine.', [], { answerId: 'answer-2' }),
      ],
    });
    await ask('How much for 12 stations & a SCADA link?');
    const link = within(log).getByRole('link', { name: 'Ask our team' });
    const url = new URL(link.getAttribute('href')!, 'https://site.test');
    expect(url.pathname).toBe('/contact-us');
    expect(url.searchParams.get(HANDOFF_MESSAGE_PARAM)).toBe('How much for 12 stations & a SCADA link?');
    expect(url.hash).toBe('#contact-form');
    expect(link).toHaveAccessibleDescription('Opens the contact form with your question filled in.');
    // An ordinary answer offers no handoff.
    await ask('And the models?');
    expect(within(log).getAllByRole('link', { name: 'Ask our team' })).toHaveLength(1);
  });
});

describe('feedback', () => {
  it('"Yes" records the rating and gives way to a polite thank-you, kept after a page load', async () => {
    const { ask, log, user, input, ratings, view } = setup({ answers: [answer('Low suction pressure.', [], { answerId: 'a-42' })] });
    await ask('What causes cavitation?');
    const group = within(log).getByRole('group', { name: 'Helpful?' });
    await user.click(within(group).getByRole('button', { name: 'Yes, helpful' }));
    expect(await within(log).findByRole('status')).toHaveTextContent(FEEDBACK_THANKS);
    expect(ratings()).toEqual([{ answerId: 'a-42', helpful: true }]);
    expect(within(log).queryByRole('group', { name: 'Helpful?' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    view.unmount();

    const next = setup({ path: '/about' });
    expect(within(next.log).getByRole('status')).toHaveTextContent(FEEDBACK_THANKS);
    expect(within(next.log).queryByRole('button', { name: /helpful/ })).not.toBeInTheDocument();
  });

  it('"No" sends helpful: false, by keyboard too', async () => {
    const { ask, log, user, ratings } = setup();
    await ask('q');
    within(log).getByRole('button', { name: 'No, not helpful' }).focus();
    await user.keyboard('{Enter}');
    await within(log).findByText(FEEDBACK_THANKS);
    expect(ratings()).toEqual([{ answerId: 'answer-1', helpful: false }]);
  });

  it('a failure is shown and the buttons stay for another try', async () => {
    let fail = true;
    const { ask, log, user, ratings } = setup({
      feedback: () => (fail ? Response.json({ error: 'x' }, { status: 500 }) : new Response(null, { status: 204 })),
    });
    await ask('q');
    await user.click(within(log).getByRole('button', { name: 'Yes, helpful' }));
    expect(await within(log).findByText(FEEDBACK_FAILED)).toHaveAttribute('role', 'status');
    fail = false;
    await user.click(within(log).getByRole('button', { name: 'Yes, helpful' }));
    await within(log).findByText(FEEDBACK_THANKS);
    expect(ratings()).toHaveLength(2);
  });

  it('an answer the service no longer knows says it cannot be rated', async () => {
    const { ask, log, user } = setup({ feedback: () => Response.json({ error: 'No answer' }, { status: 404 }) });
    await ask('q');
    await user.click(within(log).getByRole('button', { name: 'No, not helpful' }));
    await within(log).findByText(FEEDBACK_UNKNOWN);
    expect(within(log).queryByRole('button', { name: /helpful/ })).not.toBeInTheDocument();
  });

  it('is not offered for an answer without an id, nor for the greeting or an error', async () => {
    const { ask, log } = setup({ answers: [answer('No id.', [], { answerId: '' })] });
    await ask('q');
    expect(within(log).queryByRole('group', { name: 'Helpful?' })).not.toBeInTheDocument();
  });
});
