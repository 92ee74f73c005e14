import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The chat chunk fails to load, as when a new deploy removed it from the server.
vi.mock('./ChatWindow', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ChatLauncher when the chat cannot be loaded', () => {
  it('says so instead of failing silently, and keeps the page usable', async () => {
    const { ChatLauncher } = await import('./ChatLauncher');
    const user = userEvent.setup();
    render(<ChatLauncher />);
    await user.click(screen.getByRole('button', { name: /Chatbot/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat could not be loaded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
