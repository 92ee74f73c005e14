import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/about']}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <p>Outside</p>
    </MemoryRouter>,
  );
  return { user, secondary: screen.getByRole('navigation', { name: 'Secondary' }), main: screen.getByRole('navigation', { name: 'Main' }) };
}

describe('dropdown menus', () => {
  it('open on click and close on a click outside', async () => {
    const { user, secondary } = renderHeader();
    const toggle = within(secondary).getByRole('button', { name: 'Media' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(secondary).getByRole('link', { name: 'Press Release' })).toBeVisible();
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(secondary).queryByRole('link', { name: 'Press Release' })).toBeNull();
  });

  it('close on Escape and give focus back to their button', async () => {
    const { user, secondary } = renderHeader();
    const toggle = within(secondary).getByRole('button', { name: 'Knowledge base' });
    await user.click(toggle);
    await user.tab();
    expect(within(secondary).getByRole('link', { name: 'Chapter - Indicative major pump failure modes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('expand the failure-mode chapter and close after a choice', async () => {
    const { user, secondary } = renderHeader();
    await user.click(within(secondary).getByRole('button', { name: 'Knowledge base' }));
    await user.click(within(secondary).getByRole('button', { name: 'Show the 12 failure modes' }));
    await user.click(within(secondary).getByRole('link', { name: 'Cavitation' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pump-failure-modes-cavitation');
    expect(within(secondary).getByRole('button', { name: 'Knowledge base' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  it('toggles with its button and closes after a choice', async () => {
    const { user, main } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(main).toHaveClass('is-open');
    await user.click(within(main).getByRole('link', { name: 'Careers' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/careers');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main).not.toHaveClass('is-open');
  });
});
