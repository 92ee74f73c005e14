import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearConversation,
  loadConversation,
  saveConversation,
  sessionStore,
  STORAGE_KEY,
  STORED_MESSAGES_MAX,
} from './conversation-store';
import { chatReducer, greetingText, initialChatState, type ChatState } from './messages';
import { answer } from './test-support';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function conversation(): ChatState {
  let state = chatReducer(initialChatState('Aquaflow'), { type: 'ask', text: 'What causes cavitation?' });
  state = chatReducer(state, {
    type: 'answer',
    answer: answer('Low suction pressure.', [{ title: 'Cavitation', url: '/pump-failure-modes-cavitation' }], {
      answerId: 'a-1',
      suggestions: ['How can cavitation be prevented?'],
    }),
  });
  return chatReducer(state, { type: 'rated', id: 2, helpful: true });
}

describe('the conversation in sessionStorage', () => {
  it('comes back whole behind a fresh greeting, numbering on where it stopped', () => {
    const state = conversation();
    saveConversation(state);
    const restored = loadConversation('Aquaflow')!;
    expect(restored).toEqual(state);
    expect(restored.messages[0]!.text).toBe(greetingText('Aquaflow'));
    expect(restored.nextId).toBe(3);
  });

  it('is not stored while an answer streams, and the draft is never stored', () => {
    const state = chatReducer(chatReducer(conversation(), { type: 'ask', text: 'and then?' }), { type: 'token', text: 'Par' });
    saveConversation(state);
    const restored = loadConversation('Aquaflow')!;
    expect(restored.messages.map((m) => m.text)).toEqual([
      greetingText('Aquaflow'),
      'What causes cavitation?',
      'Low suction pressure.',
      'and then?',
    ]);
    expect(restored.waiting).toBe(false);
  });

  it('keeps the newest messages when the conversation grows long', () => {
    let state = initialChatState('Aquaflow');
    for (let i = 0; i < STORED_MESSAGES_MAX; i += 1) {
      state = chatReducer(chatReducer(state, { type: 'ask', text: `q${i}` }), { type: 'answer', answer: answer(`a${i}`) });
    }
    saveConversation(state);
    const restored = loadConversation('Aquaflow')!;
    expect(restored.messages).toHaveLength(STORED_MESSAGES_MAX + 1);
    expect(restored.messages.at(-1)!.text).toBe(`a${STORED_MESSAGES_MAX - 1}`);
  });

  it('is removed by clearing, and by saving an empty conversation', () => {
    saveConversation(conversation());
    clearConversation();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    saveConversation(conversation());
    saveConversation(initialChatState('Aquaflow'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(loadConversation('Aquaflow')).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['null', 'null'],
    ['another version', JSON.stringify({ version: 99, nextId: 3, messages: [] })],
    ['no messages', JSON.stringify({ version: 1, nextId: 3, messages: [] })],
    ['malformed messages', JSON.stringify({ version: 1, nextId: 3, messages: [{ id: 'x' }, { id: 1, kind: 'greeting', text: 'hi' }, 5] })],
  ])('ignores a stored value that is %s', (_name, raw) => {
    sessionStorage.setItem(STORAGE_KEY, raw);
    expect(loadConversation('Aquaflow')).toBeNull();
  });

  it('degrades to a conversation in memory when storage is blocked or full', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(loadConversation('Aquaflow', refusing)).toBeNull();
    expect(() => saveConversation(conversation(), refusing)).not.toThrow();
    expect(() => clearConversation(refusing)).not.toThrow();
    expect(loadConversation('Aquaflow', null)).toBeNull();
    expect(() => saveConversation(conversation(), null)).not.toThrow();

    // Some browsers throw on merely reading window.sessionStorage when storage is blocked.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(sessionStore()).toBeNull();
  });
});
