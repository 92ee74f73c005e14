import { describe, expect, it } from 'vitest';
import { chatReducer, ERROR_TEXT, greetingText, initialChatState, toBlocks, toInlines } from './messages';
import { answer } from './test-support';

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

  it('replaces a half-streamed answer with the error message on failure', () => {
    const state = chatReducer(chatReducer(asked, { type: 'token', text: 'Half' }), { type: 'fail' });
    expect(state.waiting).toBe(false);
    expect(state.messages.map((m) => m.text)).toEqual([greetingText('Aquaflow'), 'Hi?', ERROR_TEXT]);
  });
});
