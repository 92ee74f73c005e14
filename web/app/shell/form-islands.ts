/**
 * Wakes a form island (islands/form-island.tsx: React, the form and, in turn, its engine) on
 * the first sign of interest in it: the pointer over it, a press, focus or input inside it.
 * Until then the pre-rendered form is plain HTML and nothing of React is loaded. A submit made
 * before the island is there is held and replayed by the island, so it is never posted natively.
 * Fields the address fills (the chat's hand-off to the contact form) are filled at once.
 */
import { FORM_LOAD_ERROR } from '../lib/form-load-error';
import { lazyImport } from '../lib/lazy-import';

const loadIsland = lazyImport(() => import('../islands/form-island'));

/** `data-prefill` of a form island: query parameter -> field name. */
export function prefill(container: HTMLElement, search = location.search): void {
  const map = container.dataset.prefill ? (JSON.parse(container.dataset.prefill) as Record<string, string>) : {};
  const params = new URLSearchParams(search);
  const form = container.querySelector('form');
  for (const [param, name] of Object.entries(map)) {
    const value = params.get(param)?.trim();
    const field = form?.elements.namedItem(name);
    const fillable = field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement;
    if (value && fillable && field.value === '') field.value = value;
  }
}

/** LazyForm's words for an engine that cannot load, for when the island itself cannot. */
function showLoadError(container: HTMLElement): void {
  if (container.querySelector('.form__alert')) return;
  const alert = document.createElement('p');
  alert.className = 'form__alert';
  alert.setAttribute('role', 'alert');
  alert.textContent = FORM_LOAD_ERROR;
  container.querySelector('button[type="submit"]')?.before(alert);
}

function initIsland(container: HTMLElement): void {
  let state: 'idle' | 'loading' | 'hydrated' = 'idle';
  let submitted = false;
  const wake = () => {
    if (state !== 'idle') return;
    state = 'loading';
    loadIsland().then(
      (island) => {
        state = 'hydrated';
        island.hydrateForm(container, { submitted });
      },
      () => {
        // Offline or a new deploy: the next sign of interest tries again; a held submit is
        // answered in the form, with the way to reach us without it.
        state = 'idle';
        if (submitted) showLoadError(container);
      },
    );
  };
  for (const type of ['pointerenter', 'pointerdown', 'focusin', 'input']) container.addEventListener(type, wake);
  container.addEventListener('submit', (event) => {
    if (state === 'hydrated') return;
    event.preventDefault();
    submitted = true;
    wake();
  });
  prefill(container);
}

export function initFormIslands(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-island="form"]')) initIsland(container);
}
