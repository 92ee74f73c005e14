/**
 * The contact map, click to load (components/contact/MapOnDemand.tsx draws the card): the
 * 'Show map' button is hidden in the HTML, so without scripts only the address and the link to
 * the map show; here it appears, and a press puts the map where the card was and moves focus
 * to it. Nothing is requested from the map service before that press.
 */
export function initMap(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-map-src]')) {
    const card = button.closest('.map-card');
    if (!card) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.className = 'map';
      frame.title = button.dataset.mapTitle ?? '';
      frame.src = button.dataset.mapSrc ?? '';
      frame.width = '1200';
      frame.height = '400';
      frame.referrerPolicy = 'no-referrer-when-downgrade';
      card.replaceChildren(frame);
      frame.focus();
    });
  }
}
