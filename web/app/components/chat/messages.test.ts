import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX_TURNS, CHAT_HISTORY_TURN_MAX_LENGTH, HANDOFF_MESSAGE_PARAM, HANDOFF_PAGE } from '@site/contracts/chat';
import { contactSpec } from '../forms/spec';
import {
  buildHistory,
  type ChatState,
  chatReducer,
  cut,
  ERROR_TEXT,
  greetingText,
  handoffHref,
  hasConversation,
  initialChatState,
  toBlocks,
  toInlines,
} from './messages';
import { answer } from './test-support';

/** A conversation of question/answer pairs, each answered (or failed, for a null answer). */
function converse(pairs: [string, string | null][], start = initialChatState('Aquaflow')): ChatState {
  let state = start;
  for (const [question, reply] of pairs) {
    state = chatReducer(state, { type: 'ask', text: question });
    state = chatReducer(state, reply === null ? { type: 'fail' } : { type: 'answer', answer: answer(reply) });
  }
  return state;
}

describe('toBlocks', () => {
  it("shows '- ' lines as one bulleted list without their first two characters", () => {
    expect(toBlocks('- First point\n- Second - with a dash\n- Read more: /x')).toEqual([
      { kind: 'list', items: ['First point', 'Second - with a dash', 'Read more: /x'] },
    ]);
  });

  it('keeps other lines as paragraphs, in order, skipping blank lines', () => {
    expect(toBlocks('Intro line\n\n- a\n- b\r\nClosing line\n-not a bullet')).toEqual([
      { kind: 'paragraph', text: 'Intro line' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Closing line' },
      { kind: 'paragraph', text: '-not a bullet' },
    ]);
  });
});

describe('toInlines', () => {
  it('links root-relative site paths and leaves everything else as text', () => {
    expect(toInlines('Ask on the contact page (/contact-us) and/or read /pump-failure-modes-cavitation.')).toEqual([
      { kind: 'text', text: 'Ask on the contact page (' },
      { kind: 'link', text: '/contact-us', href: '/contact-us' },
      { kind: 'text', text: ') and/or read ' },
      { kind: 'link', text: '/pump-failure-modes-cavitation', href: '/pump-failure-modes-cavitation' },
      { kind: 'text', text: '.' },
    ]);
    expect(toInlines('5/10 at //evil.example or http://x.example/y')).toEqual([
      { kind: 'text', text: '5/10 at //evil.example or http://x.example/y' },
    ]);
  });
});

describe('chatReducer', () => {
  const asked = chatReducer(initialChatState('Aquaflow'), { type: 'ask', text: 'Hi?' });

  it('starts with the greeting and appends the question while waiting', () => {
    expect(initialChatState('Aquaflow').messages.map((m) => m.text)).toEqual([greetingText('Aquaflow')]);
    expect(greetingText('Aquaflow')).toBe('Hello! What would you like to know about Aquaflow?');
    expect(asked.waiting).toBe(true);
    expect(asked.messages.at(-1)).toMatchObject({ sender: 'user', text: 'Hi?' });
  });

  it('assembles tokens into one draft that the done answer replaces', () => {
    let state = chatReducer(asked, { type: 'token', text: 'Hel' });
    state = chatReducer(state, { type: 'token', text: 'lo' });
    expect(state.messages.at(-1)).toMatchObject({ sender: 'bot', text: 'Hello', streaming: true });
    state = chatReducer(state, { type: 'answer', answer: answer('- Hello there', [{ title: 'T', url: '/t' }]) });
    expect(state.waiting).toBe(false);
    expect(state.messages).toHaveLength(3);
    expect(state.messages.at(-1)).toMatchObject({ text: '- Hello there', streaming: false, sources: [{ title: 'T', url: '/t' }] });
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(3);
  });

  it("shows the service's quick draft at once, then the model's first words in its place", () => {
    let state = chatReducer(asked, { type: 'draft', text: 'Low sump level.' });
    expect(state.messages.at(-1)).toMatchObject({ sender: 'bot', text: 'Low sump level.', streaming: true, draft: true });
    state = chatReducer(state, { type: 'token', text: 'Cavitation ' });
    state = chatReducer(state, { type: 'token', text: 'comes from...' });
    expect(state.messages).toHaveLength(3);
    expect(state.messages.at(-1)).toMatchObject({ text: 'Cavitation comes from...', draft: false });
    state = chatReducer(state, { type: 'answer', answer: answer('Cavitation comes from low NPSH.') });
    expect(state.messages.at(-1)).toMatchObject({ text: 'Cavitation comes from low NPSH.', streaming: false });
  });

  it('replaces a half-streamed answer with the error message on failure', () => {
    const state = chatReducer(chatReducer(asked, { type: 'token', text: 'Half' }), { type: 'fail' });
    expect(state.waiting).toBe(false);
    expect(state.messages.map((m) => m.text)).toEqual([greetingText('Aquaflow'), 'Hi?', ERROR_TEXT]);
  });
});

describe('chatReducer: the conversation', () => {
  it('keeps what an answer brings: id, follow-ups, handoff and the question it answers', () => {
    let state = chatReducer(initialChatState('Aquaflow'), { type: 'ask', text: 'Price?' });
    state = chatReducer(state, { type: 'token', text: 'Ask' });
    state = chatReducer(state, {
      type: 'answer',
      answer: answer('Ask our team.', [], { answerId: 'a-7', suggestions: ['Which models?'], handoff: true, mode: 'handoff' }),
    });
    expect(state.messages.at(-1)).toMatchObject({
      kind: 'answer',
      answerId: 'a-7',
      suggestions: ['Which models?'],
      handoff: true,
      question: 'Price?',
      rating: null,
    });
  });

  it('records a rating on the one answer rated, and starts over on reset', () => {
    const state = converse([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    const answered = state.messages.filter((m) => m.kind === 'answer');
    const rated = chatReducer(state, { type: 'rated', id: answered[0]!.id, helpful: false });
    expect(rated.messages.filter((m) => m.kind === 'answer').map((m) => m.rating)).toEqual(['unhelpful', null]);
    expect(hasConversation(rated.messages)).toBe(true);
    const fresh = chatReducer(rated, { type: 'reset', product: 'Aquaflow' });
    expect(fresh).toEqual(initialChatState('Aquaflow'));
    expect(hasConversation(fresh.messages)).toBe(false);
  });
});

describe('buildHistory', () => {
  it('is empty before the first question: the greeting is no turn', () => {
    expect(buildHistory(initialChatState('Aquaflow').messages)).toEqual([]);
  });

  it('gives questions and answers oldest first, as user and bot turns', () => {
    const state = converse([
      ['What causes cavitation?', 'Low suction pressure.'],
      ['how do I fix it?', 'Raise NPSHa.'],
    ]);
    expect(buildHistory(state.messages)).toEqual([
      { sender: 'user', content: 'What causes cavitation?' },
      { sender: 'bot', content: 'Low suction pressure.' },
      { sender: 'user', content: 'how do I fix it?' },
      { sender: 'bot', content: 'Raise NPSHa.' },
    ]);
  });

  it(`keeps the last ${CHAT_HISTORY_MAX_TURNS} turns only`, () => {
    const state = converse(Array.from({ length: 6 }, (_, i) => [`q${i}`, `a${i}`] as [string, string]));
    const history = buildHistory(state.messages);
    expect(history).toHaveLength(CHAT_HISTORY_MAX_TURNS);
    expect(history[0]).toEqual({ sender: 'user', content: 'q2' });
    expect(history.at(-1)).toEqual({ sender: 'bot', content: 'a5' });
  });

  it(`cuts each turn to ${CHAT_HISTORY_TURN_MAX_LENGTH} characters`, () => {
    const long = 'x'.repeat(CHAT_HISTORY_TURN_MAX_LENGTH + 500);
    const history = buildHistory(converse([['short', long]]).messages);
    expect(history.map((t) => t.content.length)).toEqual([5, CHAT_HISTORY_TURN_MAX_LENGTH]);
  });

  it('leaves out errors and the questions that only got one, and a half-streamed draft', () => {
    let state = converse([
      ['first', 'One.'],
      ['broken', null],
      ['third', 'Three.'],
    ]);
    state = chatReducer(chatReducer(state, { type: 'ask', text: 'fourth' }), { type: 'token', text: 'Half' });
    expect(buildHistory(state.messages)).toEqual([
      { sender: 'user', content: 'first' },
      { sender: 'bot', content: 'One.' },
      { sender: 'user', content: 'third' },
      { sender: 'bot', content: 'Three.' },
      { sender: 'user', content: 'fourth' },
    ]);
  });
});

describe('cut', () => {
  it('never ends on half of a surrogate pair', () => {
    expect(cut('ab😀', 3)).toBe('ab');
    expect(cut('ab😀', 4)).toBe('ab😀');
    expect(cut('abcdef', 3)).toBe('abc');
  });
});

describe('handoffHref', () => {
  it('opens the contact form with the question in its message parameter', () => {
    const href = handoffHref('  Can I get a quote for 5 pumps & a panel?  ');
    const url = new URL(href, 'https://site.test');
    expect(url.pathname).toBe(HANDOFF_PAGE);
    expect(url.searchParams.get(HANDOFF_MESSAGE_PARAM)).toBe('Can I get a quote for 5 pumps & a panel?');
    expect(url.hash).toBe(`#${contactSpec.id}`);
  });

  it('opens the bare form when there is no question', () => {
    expect(handoffHref('')).toBe(`${HANDOFF_PAGE}#${contactSpec.id}`);
  });
});
