import { Fragment, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type ChatMessage, isSitePath, TYPING_TEXT, toBlocks, toInlines } from './messages';

export interface MessageListProps {
  messages: ChatMessage[];
  waiting: boolean;
  /** Called when the visitor follows a link in an answer (the dialog closes so the page shows). */
  onNavigate: () => void;
}

/** A pixel margin within which the list counts as scrolled to the bottom. */
const STICK_PX = 48;

/**
 * The conversation, in a role=log live region so screen readers announce each new message
 * politely. It keeps to the newest message unless the visitor has scrolled up to reread.
 */
export function MessageList({ messages, waiting, onNavigate }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = log.current;
    // A question of one's own always brings the list back to the bottom.
    if (last?.sender === 'user') stick.current = true;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, waiting, last]);

  return (
    <div
      ref={log}
      className="chat__log"
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // Focusable so keyboard users can scroll back through a long conversation.
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
    >
      {messages.map((message) =>
        // The streamed draft is hidden from screen readers and keyed apart from the final answer:
        // the live region then announces the whole answer once, not every token.
        message.streaming ? (
          <MessageView key={`draft-${message.id}`} message={message} onNavigate={onNavigate} />
        ) : (
          <MessageView key={message.id} message={message} onNavigate={onNavigate} />
        ),
      )}
      {waiting && (
        <p className="chat__typing">
          <span className="chat__typing-dots" aria-hidden="true" />
          {TYPING_TEXT}
        </p>
      )}
    </div>
  );
}

export function MessageView({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const bot = message.sender === 'bot';
  const sources = message.sources.filter((source) => isSitePath(source.url));
  return (
    <div className={`chat__message chat__message--${message.sender}`} aria-hidden={message.streaming || undefined}>
      {bot && <BotIcon />}
      <div className="chat__bubble">
        <span className="visually-hidden">{bot ? 'Bot:' : 'You:'} </span>
        {bot ? <BotText text={message.text} linkify={!message.streaming} onNavigate={onNavigate} /> : <p>{message.text}</p>}
        {sources.length > 0 && (
          <div className="chat__sources">
            <span className="chat__sources-label">Sources:</span>
            <ul>
              {sources.map((source) => (
                <li key={source.url}>
                  <Link to={source.url} onClick={onNavigate}>
                    {source.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/** Bot text: '- ' lines as bullets, other lines as paragraphs, site paths as links. */
function BotText({ text, linkify, onNavigate }: { text: string; linkify: boolean; onNavigate: () => void }) {
  const line = (content: string) =>
    linkify
      ? toInlines(content).map((part, index) =>
          part.kind === 'link' ? (
            <Link key={index} to={part.href} onClick={onNavigate}>
              {part.text}
            </Link>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )
      : content;
  return toBlocks(text).map((block, index) =>
    block.kind === 'list' ? (
      <ul key={index}>
        {block.items.map((item, i) => (
          <li key={i}>{line(item)}</li>
        ))}
      </ul>
    ) : (
      <p key={index}>{line(block.text)}</p>
    ),
  );
}

function BotIcon() {
  return (
    <svg className="chat__bot-icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#0b4f8a" />
      <rect x="8" y="11" width="16" height="12" rx="4" fill="#fff" />
      <circle cx="12.5" cy="17" r="1.8" fill="#0b4f8a" />
      <circle cx="19.5" cy="17" r="1.8" fill="#0b4f8a" />
      <path d="M16 6.5v4.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="16" cy="6" r="1.6" fill="#fff" />
    </svg>
  );
}
