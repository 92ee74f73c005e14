import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAP_LINK_URL, MapOnDemand } from './MapOnDemand';

describe('MapOnDemand', () => {
  it('shows the address and a link to the map, and no map until asked', () => {
    const { container } = render(<MapOnDemand />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('address')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', MAP_LINK_URL);
  });

  it('loads the map when the visitor presses Show map, and moves focus to it', async () => {
    const user = userEvent.setup();
    render(<MapOnDemand />);
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle(/Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveFocus();
  });
});
