import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = ['One', 'Two', 'Three'].map((label) => ({ id: label.toLowerCase(), label, panel: <p>{label} panel</p> }));

describe('Tabs', () => {
  it('start on the first tab with one tab stop, and follow arrows, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Numbers" items={items} onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('One panel');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two panel');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    expect(onChange).toHaveBeenLastCalledWith('two');
  });
});
