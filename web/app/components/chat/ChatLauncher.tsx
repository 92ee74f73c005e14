/**
 * The floating chat launcher. This file is in every page's first-load bundle, so it holds only
 * the button: the dialog, the streaming client and the message rendering (ChatWindow) are
 * fetched with a dynamic import when the visitor shows intent (hover, focus) or clicks.
 *
 * It renders nothing until hydration: the pre-rendered HTML has no launcher, because a button
 * that does nothing before the scripts run would be a trap, and rendering it only on the
 * client keeps the server and client trees identical (no hydration mismatch).
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { brand } from '@site/contracts/brand';
import type { ChatWindowProps } from './ChatWindow';

let pending: Promise<ComponentType<ChatWindowProps>> | undefined;

/** Fetches the chat once; a failed fetch (e.g. a new deploy removed the chunk) may be retried. */
function loadChatWindow(): Promise<ComponentType<ChatWindowProps>> {
  pending ??= import('./ChatWindow').then(
    (module) => module.ChatWindow,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const LAUNCHER_IMAGE = '/images/chat/chatbot.svg';

export function ChatLauncher() {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setHydrated(true), []);

  if (!hydrated) return null;

  const prefetch = () => void loadChatWindow().catch(() => undefined);
  const openChat = () => {
    setOpen(true);
    setLoadFailed(false);
    if (ChatWindow) return;
    loadChatWindow().then(
      // The setter's function form, because the value itself is a function (a component).
      (component) => setChatWindow(() => component),
      () => {
        setOpen(false);
        setLoadFailed(true);
      },
    );
  };
  const label = `Open the ${brand.product} Chatbot`;

  return (
    <>
      {loadFailed && (
        <p role="alert" className="chat-launcher__error">
          The chat could not be loaded. Please reload the page and try again.
        </p>
      )}
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        title={label}
        onClick={openChat}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <img src={LAUNCHER_IMAGE} alt={label} width={64} height={64} />
      </button>
      {ChatWindow && <ChatWindow open={open} onClose={() => setOpen(false)} launcher={button} />}
    </>
  );
}
