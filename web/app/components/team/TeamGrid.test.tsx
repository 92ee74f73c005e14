import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { members } from '../../content/team';
import { TeamGrid } from './TeamGrid';

describe('TeamGrid', () => {
  it('keeps at most one biography open; the close icon collapses it', async () => {
    const user = userEvent.setup();
    const { container } = render(<TeamGrid members={members} />);
    const toggles = within(container).getAllByRole('button', { expanded: false });
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggles[1]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggles[2]!);
    await user.click(screen.getByRole('button', { name: `Close the biography of ${members[2]!.name}` }));
    expect(container.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
  });
});
