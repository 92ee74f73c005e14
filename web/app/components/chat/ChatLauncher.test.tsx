import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { ChatLauncher } from './ChatLauncher';

const name = `Open the ${brand.product} Chatbot`;
const tree = (
  <MemoryRouter>
    <main>
      <a href="/elsewhere">Page link</a>
    </main>
    <ChatLauncher />
  </MemoryRouter>
);

describe('ChatLauncher', () => {
  it('is absent from the pre-rendered HTML, so hydration cannot mismatch', () => {
    expect(renderToString(tree)).not.toContain('chat-launcher');
  });

  it('shows the launcher image in a named button after mounting', () => {
    render(tree);
    const button = screen.getByRole('button', { name });
    const image = button.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/chat/chatbot.svg');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
  });

  it('loads the dialog on click, moves focus into it and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(tree);
    const button = screen.getByRole('button', { name });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: `${brand.product} Chatbot` });
    expect(screen.getByPlaceholderText(`Type your question about ${brand.product}...`)).toHaveFocus();
    // The page behind is inert while the modal is open.
    expect(screen.getByRole('link', { name: 'Page link' }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
    // Opening again is immediate now that the chunk is loaded.
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
