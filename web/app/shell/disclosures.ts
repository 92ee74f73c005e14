/**
 * Disclosures on pre-rendered markup: the careers openings' requirement lists
 * (components/ui/Disclosure.tsx, each on its own) and the team cards
 * (components/team/TeamCard.tsx, at most one open per grid: opening one closes the others; the
 * close icon in the biography collapses it).
 */
import { controlled } from './dismiss';

function setOpen(button: HTMLElement, open: boolean, holder: Element | null): void {
  button.setAttribute('aria-expanded', String(open));
  const region = controlled(button);
  if (region) region.hidden = !open;
  holder?.classList.toggle('is-open', open);
}

function initTeamGrid(grid: HTMLElement): void {
  const cards = [...grid.querySelectorAll<HTMLElement>('.team-card')];
  const toggleOf = (card: Element) => card.querySelector<HTMLElement>('.team-card__toggle');
  const render = (openCard: Element | null) => {
    for (const card of cards) {
      const toggle = toggleOf(card);
      if (!toggle) continue;
      setOpen(toggle, card === openCard, card);
      const words = toggle.querySelector('.visually-hidden');
      if (words) words.textContent = card === openCard ? ', hide biography' : ', show biography';
    }
  };
  for (const card of cards) {
    toggleOf(card)?.addEventListener('click', () => render(toggleOf(card)?.getAttribute('aria-expanded') === 'true' ? null : card));
    card.querySelector('.team-card__close')?.addEventListener('click', () => {
      render(null);
      // The close button is hidden with the biography: focus goes to the card's own button.
      toggleOf(card)?.focus();
    });
  }
}

export function initDisclosures(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('.disclosure')) {
    const button = box.querySelector<HTMLElement>(':scope > .disclosure__toggle');
    button?.addEventListener('click', () => setOpen(button, button.getAttribute('aria-expanded') !== 'true', box));
  }
  for (const grid of root.querySelectorAll<HTMLElement>('.team-grid, .team-mentor')) initTeamGrid(grid);
}
