import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import { UnknownAnswerError } from './chat-client';
import { type ChatMessage, handoffHref, isSitePath, TYPING_TEXT, toBlocks, toInlines } from './messages';

export interface MessageListProps {
  messages: ChatMessage[];
  waiting: boolean;
  /** Called when the visitor follows a link in an answer (the dialog closes so the page shows). */
  onNavigate: () => void;
  /** Starter questions, shown under the greeting while there is no conversation. */
  starters?: string[];
  /** Sends a suggested question. */
  onAsk?: (question: string) => void;
  /** Records feedback on an answer; rejects when it could not be stored. */
  onRate?: (id: number, helpful: boolean) => Promise<void>;
  /** Called once feedback was recorded (its buttons are gone, so focus needs a new home). */
  onRated?: () => void;
}

export const FEEDBACK_THANKS = 'Thank you for your feedback.';
export const FEEDBACK_FAILED = 'Sorry, your feedback could not be sent. Please try again.';
export const FEEDBACK_UNKNOWN = 'Sorry, this answer can no longer be rated.';

const noop = () => undefined;
const rejectRate = () => Promise.reject(new Error('Feedback is not available here.'));

/** A pixel margin within which the list counts as scrolled to the bottom. */
const STICK_PX = 48;

/**
 * The conversation, in a role=log live region so screen readers announce each new message
 * politely. It keeps to the newest message unless the visitor has scrolled up to reread.
 */
export function MessageList({
  messages,
  waiting,
  onNavigate,
  starters = [],
  onAsk = noop,
  onRate = rejectRate,
  onRated = noop,
}: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = messages.at(-1);
  // Follow-up questions belong to the newest answer only: older ones no longer fit.
  const followUpsFor = !waiting && last?.kind === 'answer' ? last.id : null;
  const actions: MessageActions = { onNavigate, onAsk, onRate, onRated };

  useLayoutEffect(() => {
    const el = log.current;
    // A question of one's own always brings the list back to the bottom.
    if (last?.sender === 'user') stick.current = true;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, waiting, last, starters]);

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
          <MessageView key={`draft-${message.id}`} message={message} {...actions} />
        ) : (
          <MessageView key={message.id} message={message} showFollowUps={message.id === followUpsFor} {...actions} />
        ),
      )}
      {!waiting && <QuestionChips questions={starters} label="Suggested questions" onAsk={onAsk} />}
      {waiting && (
        <p className="chat__typing">
          <span className="chat__typing-dots" aria-hidden="true" />
          {TYPING_TEXT}
        </p>
      )}
    </div>
  );
}

interface MessageActions {
  onNavigate: () => void;
  onAsk: (question: string) => void;
  onRate: (id: number, helpful: boolean) => Promise<void>;
  onRated: () => void;
}

export function MessageView({
  message,
  showFollowUps = false,
  onNavigate,
  onAsk = noop,
  onRate = rejectRate,
  onRated = noop,
}: { message: ChatMessage; showFollowUps?: boolean } & Pick<MessageActions, 'onNavigate'> & Partial<MessageActions>) {
  const bot = message.sender === 'bot';
  const settled = message.kind === 'answer' && !message.streaming;
  const handoffNote = useId();
  const sources = message.sources.filter((source) => isSitePath(source.url));
  return (
    <div className={`chat__message chat__message--${message.sender}`} aria-hidden={message.streaming || undefined}>
      {bot && <BotIcon />}
      <div className="chat__turn">
        <div className="chat__bubble">
          <span className="visually-hidden">{bot ? 'Bot:' : 'You:'} </span>
          {bot ? <BotText text={message.text} linkify={!message.streaming} onNavigate={onNavigate} /> : <p>{message.text}</p>}
          {settled && message.handoff && (
            <p className="chat__handoff">
              {/* A plain link: a full load of the contact page, whose form reads the question from the address. */}
              <a className="button chat__handoff-link" href={handoffHref(message.question)} aria-describedby={handoffNote}>
                Ask our team
              </a>
              <span id={handoffNote} className="visually-hidden">
                Opens the contact form with your question filled in.
              </span>
            </p>
          )}
          {sources.length > 0 && (
            <div className="chat__sources">
              <span className="chat__sources-label">Sources:</span>
              <ul>
                {sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} onClick={onNavigate}>
                      {source.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {settled && message.answerId !== '' && <Feedback message={message} onRate={onRate} onRated={onRated} />}
        </div>
        {showFollowUps && <QuestionChips questions={message.suggestions} label="Suggested follow-up questions" onAsk={onAsk} />}
      </div>
    </div>
  );
}

/** Suggested questions as buttons: a click, Enter or Space asks the question. */
export function QuestionChips({ questions, label, onAsk }: { questions: string[]; label: string; onAsk: (question: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <div className="chat__chips" role="group" aria-label={label}>
      {questions.map((question) => (
        <button key={question} type="button" className="chat__chip" onClick={() => onAsk(question)}>
          {question}
        </button>
      ))}
    </div>
  );
}

/** The two answers to "Helpful?": what each records, shows and is named. */
const FEEDBACK_ANSWERS = [
  { helpful: true, text: 'Yes', name: 'Yes, helpful' },
  { helpful: false, text: 'No', name: 'No, not helpful' },
] as const;

/**
 * "Helpful?" with yes and no. A recorded rating replaces the buttons with a thank-you; a
 * failure says so and keeps the buttons for another try. Both are spoken politely.
 */
function Feedback({ message, onRate, onRated }: { message: ChatMessage; onRate: MessageActions['onRate']; onRated: () => void }) {
  const labelId = useId();
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'unknown'>('idle');
  const rate = (helpful: boolean) => {
    if (status === 'sending') return;
    setStatus('sending');
    onRate(message.id, helpful).then(
      () => {
        setStatus('idle');
        onRated();
      },
      (error: unknown) => setStatus(error instanceof UnknownAnswerError ? 'unknown' : 'failed'),
    );
  };
  const rated = message.rating !== null;
  const note = rated ? FEEDBACK_THANKS : status === 'failed' ? FEEDBACK_FAILED : status === 'unknown' ? FEEDBACK_UNKNOWN : '';
  return (
    <div className="chat__feedback">
      {!rated && status !== 'unknown' && (
        <div className="chat__feedback-ask" role="group" aria-labelledby={labelId}>
          <span id={labelId} className="chat__feedback-label">
            Helpful?
          </span>
          {FEEDBACK_ANSWERS.map(({ helpful, text, name }) => (
            <button
              key={text}
              type="button"
              className="chat__feedback-button"
              aria-label={name}
              aria-busy={status === 'sending' || undefined}
              onClick={() => rate(helpful)}
            >
              {text}
            </button>
          ))}
        </div>
      )}
      <p role="status" className={`chat__feedback-note${rated ? '' : ' chat__feedback-note--error'}`}>
        {note}
      </p>
    </div>
  );
}

/** Bot text: '- ' lines as bullets, other lines as paragraphs, site paths as links. */
function BotText({ text, linkify, onNavigate }: { text: string; linkify: boolean; onNavigate: () => void }) {
  const line = (content: string) =>
    linkify
      ? toInlines(content).map((part, index) =>
          part.kind === 'link' ? (
            <a key={index} href={part.href} onClick={onNavigate}>
              {part.text}
            </a>
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
