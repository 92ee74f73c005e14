import { useCallback, useEffect, useReducer, useRef } from 'react';
import { askChat, sendFeedback } from './chat-client';
import { clearConversation, loadConversation, saveConversation, sessionStore } from './conversation-store';
import { buildHistory, chatReducer, initialChatState, type ChatState } from './messages';

export interface Chat extends ChatState {
  /** Sends the trimmed text; false (and nothing happens) when it is blank or a reply is awaited. */
  send: (text: string) => boolean;
  /** Records whether an answer helped; rejects when the service could not store it. */
  rate: (id: number, helpful: boolean) => Promise<void>;
  /** Forgets the conversation (here and in sessionStorage) and stops an answer on its way. */
  reset: () => void;
}

/**
 * The conversation and the one question in flight. It starts from the conversation stored in
 * this tab, if any, and stores it again whenever an answer has settled.
 */
export function useChat(product: string, storage: Storage | null = sessionStore()): Chat {
  const [state, dispatch] = useReducer(chatReducer, product, (p) => loadConversation(p, storage) ?? initialChatState(p));
  // A ref, not state: two Enter presses within one render must not send twice.
  const inFlight = useRef<AbortController | null>(null);
  // The messages as of the last render, for the history of the next question (kept in a ref so
  // `send` stays the same function; updated after each render, before any event can use it).
  const latest = useRef(state.messages);
  useEffect(() => {
    latest.current = state.messages;
  }, [state.messages]);
  const store = useRef(storage);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    // While an answer streams the conversation is not settled yet; it is stored once it is.
    if (!state.waiting) saveConversation(state, store.current);
  }, [state]);

  const send = useCallback((text: string): boolean => {
    const query = text.trim();
    if (query === '' || inFlight.current) return false;
    const controller = new AbortController();
    inFlight.current = controller;
    const history = buildHistory(latest.current);
    dispatch({ type: 'ask', text: query });
    askChat(query, {
      history,
      signal: controller.signal,
      onDraft: (draft) => dispatch({ type: 'draft', text: draft.response }),
      onToken: (piece) => dispatch({ type: 'token', text: piece }),
    })
      .then(
        (answer) => {
          if (!controller.signal.aborted) dispatch({ type: 'answer', answer });
        },
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'fail' });
        },
      )
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
    return true;
  }, []);

  const rate = useCallback(async (id: number, helpful: boolean) => {
    const answer = latest.current.find((m) => m.id === id);
    if (!answer?.answerId) return;
    await sendFeedback(answer.answerId, helpful);
    dispatch({ type: 'rated', id, helpful });
  }, []);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    clearConversation(store.current);
    dispatch({ type: 'reset', product });
  }, [product]);

  return { ...state, send, rate, reset };
}
