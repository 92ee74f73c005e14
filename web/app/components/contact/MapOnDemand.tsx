import { brand } from '@site/contracts/brand';
import { PostalAddress } from './PostalAddress';

const query = encodeURIComponent(brand.address.mapQuery);
/** The embedded map, loaded only when the visitor asks for it (the CSP's frame-src allows it). */
export const MAP_EMBED_URL = `https://maps.google.com/maps?q=${query}&output=embed`;
/** The same place in the visitor's own map service or app, in a new tab. */
export const MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The office on a map, click to load: until the visitor presses 'Show map' the page makes no
 * request to the map service, and the card shows the address and a link to the map elsewhere,
 * so it is never an empty box when the map cannot load. The button is hidden in the HTML, so
 * without JavaScript the link does the job; the browser's shell (web/app/shell/map.ts) shows it
 * and, on a press, puts the map described by its data attributes in the card's place.
 */
export function MapOnDemand() {
  return (
    <div className="map-card">
      <div className="map-card__placeholder">
        <PostalAddress className="map-card__address" />
        <p className="map-card__actions">
          <button
            type="button"
            className="button"
            hidden
            data-map-src={MAP_EMBED_URL}
            data-map-title={`Map showing ${brand.address.mapQuery}`}
          >
            Show map
          </button>
          <a className="button button--ghost" href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <p className="map-card__note muted">The map is provided by Google and loads only when you ask for it.</p>
      </div>
    </div>
  );
}
