/**
 * The chat island: React and the chat dialog (components/chat/ChatWindow.tsx), fetched when the
 * visitor shows intent on the launcher (shell/chat-launcher.ts) and mounted on its first press.
 * It stays mounted once loaded (only the dialog closes), so the conversation and a half-typed
 * question survive closing the chat; sessionStorage carries them over a page load.
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatWindow } from '../components/chat/ChatWindow';

let open = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

function ChatHost({ launcher }: { launcher: HTMLElement }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  return <ChatWindow open={shown} onClose={() => setOpen(false)} launcher={{ current: launcher }} />;
}

let mounted = false;

export function openChat(launcher: HTMLElement): void {
  setOpen(true);
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'chat-host';
  document.body.append(host);
  createRoot(host).render(<ChatHost launcher={launcher} />);
}
