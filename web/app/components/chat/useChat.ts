import { useCallback, useEffect, useReducer, useRef } from 'react';
import { askChat } from './chat-client';
import { chatReducer, initialChatState, type ChatState } from './messages';

export interface Chat extends ChatState {
  /** Sends the trimmed text; false (and nothing happens) when it is blank or a reply is awaited. */
  send: (text: string) => boolean;
}

/** The chat history and the one question in flight. */
export function useChat(product: string): Chat {
  const [state, dispatch] = useReducer(chatReducer, product, initialChatState);
  // A ref, not state: two Enter presses within one render must not send twice.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback((text: string): boolean => {
    const query = text.trim();
    if (query === '' || inFlight.current) return false;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'ask', text: query });
    askChat(query, { signal: controller.signal, onToken: (piece) => dispatch({ type: 'token', text: piece }) })
      .then(
        (answer) => dispatch({ type: 'answer', answer }),
        () => dispatch({ type: 'fail' }),
      )
      .finally(() => {
        inFlight.current = null;
      });
    return true;
  }, []);

  return { ...state, send };
}
