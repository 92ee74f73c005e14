/**
 * Disclosures on pre-rendered markup: the careers openings' requirement lists
 * (components/ui/Disclosure.tsx, each on its own) and the team cards
 * (components/team/TeamCard.tsx, at most one open per grid: opening one closes the others; the
 * close icon in the biography collapses it).
 */
import { isExpanded, setExpanded, setToggleWords } from './dismiss';

function setOpen(button: HTMLElement, open: boolean, holder: Element): void {
  setExpanded(button, open);
  holder.classList.toggle('is-open', open);
}

function initTeamGrid(grid: HTMLElement): void {
  const cards = [...grid.querySelectorAll<HTMLElement>('.team-card')];
  const toggleOf = (card: Element) => card.querySelector<HTMLElement>('.team-card__toggle');
  const render = (openCard: Element | null) => {
    for (const card of cards) {
      const toggle = toggleOf(card);
      if (!toggle) continue;
      setOpen(toggle, card === openCard, card);
      setToggleWords(toggle, card === openCard);
    }
  };
  for (const card of cards) {
    const toggle = toggleOf(card);
    if (!toggle) continue;
    toggle.addEventListener('click', () => render(isExpanded(toggle) ? null : card));
    card.querySelector('.team-card__close')?.addEventListener('click', () => {
      render(null);
      // The close button is hidden with the biography: focus goes to the card's own button.
      toggle.focus();
    });
  }
}

export function initDisclosures(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('.disclosure')) {
    const button = box.querySelector<HTMLElement>(':scope > .disclosure__toggle');
    button?.addEventListener('click', () => setOpen(button, !isExpanded(button), box));
  }
  for (const grid of root.querySelectorAll<HTMLElement>('.team-grid, .team-mentor')) initTeamGrid(grid);
}
