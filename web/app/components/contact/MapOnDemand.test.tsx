import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initMap } from '../../shell/map';
import { MAP_EMBED_URL, MAP_LINK_URL, MapOnDemand } from './MapOnDemand';

/** The pre-rendered card, as the browser gets it, with or without the shell's script. */
function page(withScript: boolean) {
  document.body.innerHTML = renderToString(<MapOnDemand />);
  if (withScript) initMap(document);
}

describe('MapOnDemand', () => {
  it('shows the address and a link to the map, no map and, without scripts, no button', () => {
    page(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('address')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', MAP_LINK_URL);
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('loads the map when the visitor presses Show map, and moves focus to it', async () => {
    const user = userEvent.setup();
    page(true);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle(/Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', MAP_EMBED_URL);
    expect(map).toHaveFocus();
  });
});
