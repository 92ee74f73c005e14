/**
 * The floating chat launcher, placed in the slot the page reserves for it
 * (.floating-actions__chat). It is not in the HTML because a button that does nothing before
 * the scripts run would be a trap. The chat island (React and the dialog) is fetched on the
 * first sign of intent (pointer, focus) and opened on the press.
 */
import { brand } from '@site/contracts/brand';
import { lazyImport } from '../lib/lazy-import';

export const LAUNCHER_IMAGE = '/images/chat/chatbot.svg';

const loadChat = lazyImport(() => import('../islands/chat-island'));

export function initChatLauncher(root: ParentNode = document): void {
  const slot = root.querySelector('.floating-actions__chat');
  if (!slot) return;
  const label = `Open the ${brand.product} Chatbot`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'chat-launcher';
  button.title = label;
  button.setAttribute('aria-haspopup', 'dialog');
  const image = document.createElement('img');
  Object.assign(image, { src: LAUNCHER_IMAGE, alt: label, width: 64, height: 64 });
  button.append(image);
  const error = document.createElement('p');
  error.setAttribute('role', 'alert');
  error.className = 'chat-launcher__error';
  error.textContent = 'The chat could not be loaded. Please reload the page and try again.';

  const prefetch = () => void loadChat().catch(() => undefined);
  button.addEventListener('pointerenter', prefetch);
  button.addEventListener('focus', prefetch);
  button.addEventListener('click', () => {
    error.remove();
    loadChat().then(
      (chat) => chat.openChat(button),
      () => button.before(error),
    );
  });
  slot.append(button);
}
