/**
 * The chat dialog: history, typing indicator and the question form. Loaded on demand by
 * ChatLauncher, so none of this is in any page's first-load JavaScript. It stays mounted once
 * loaded (only the dialog closes), so the conversation and a half-typed question survive
 * closing the chat and moving between pages.
 */
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { brand } from '@site/contracts/brand';
import { CHAT_QUERY_MAX_LENGTH } from '@site/contracts/chat';
import { Dialog } from '../ui/Dialog';
import { MessageList } from './MessageList';
import { useChat } from './useChat';

export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes. */
  launcher: RefObject<HTMLElement | null>;
}

export function ChatWindow({ open, onClose, launcher }: ChatWindowProps) {
  const chat = useChat(brand.product);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Enter in the input submits the form natively, so Send and Enter share this one path.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
    // Send turns disabled while the answer comes, which would drop focus to the page.
    input.current?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} title={`${brand.product} Chatbot`} initialFocus={input} finalFocus={launcher} className="chat">
      <MessageList messages={chat.messages} waiting={chat.waiting} onNavigate={onClose} />
      <form className="chat__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your question
        </label>
        <input
          ref={input}
          id={inputId}
          className="chat__input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={`Type your question about ${brand.product}...`}
          maxLength={CHAT_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className="button chat__send" disabled={chat.waiting}>
          Send
        </button>
      </form>
    </Dialog>
  );
}
