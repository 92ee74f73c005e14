/**
 * The chat dialog: the conversation, suggested questions, the typing indicator, the question
 * form and "New conversation". Loaded on demand by the chat island (islands/chat-island.tsx), so none of this is in any
 * page's first-load JavaScript (its stylesheet, chat.css, comes with it). It stays mounted once
 * loaded (only the dialog closes), so the conversation and a half-typed question survive
 * closing the chat and moving between pages; sessionStorage carries the conversation over a
 * full page load.
 */
import './chat.css';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { brand } from '@site/contracts/brand';
import { CHAT_QUERY_MAX_LENGTH } from '@site/contracts/chat';
import { Dialog } from '../ui/Dialog';
import { hasConversation } from './messages';
import { MessageList } from './MessageList';
import { useChat } from './useChat';
import { useStarterQuestions } from './useStarterQuestions';

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
  // Pages are whole documents: the page the chat was opened on is the one in the address bar.
  const pathname = window.location.pathname;
  const started = hasConversation(chat.messages);
  const starters = useStarterQuestions(pathname, open && !started);

  // Controls that vanish once used (chips, feedback buttons) would drop focus to the page.
  const focusInput = () => input.current?.focus();

  // Enter in the input submits the form natively, so Send and Enter share this one path.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
    // Send turns disabled while the answer comes, which would drop focus to the page.
    focusInput();
  };

  const ask = (question: string) => {
    chat.send(question);
    focusInput();
  };

  const startOver = () => {
    chat.reset();
    setDraft('');
    focusInput();
  };

  return (
    <Dialog open={open} onClose={onClose} title={`${brand.product} Chatbot`} initialFocus={input} finalFocus={launcher} className="chat">
      <MessageList
        messages={chat.messages}
        waiting={chat.waiting}
        onNavigate={onClose}
        starters={started ? [] : starters}
        onAsk={ask}
        onRate={chat.rate}
        onRated={focusInput}
      />
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
      {started && (
        <div className="chat__footer">
          <button type="button" className="chat__new" onClick={startOver}>
            New conversation
          </button>
        </div>
      )}
    </Dialog>
  );
}
