/**
 * The form island: hydrates one pre-rendered form (the container components/forms/Forms.tsx
 * draws around it) with LazyForm, which loads the form engine at once, since the visitor has
 * just turned to the form. The toast container is mounted once per page, beside the first form.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LazyForm } from '../components/forms/LazyForm';
import { type FormSpec, careersSpec, contactSpec, demoSpec, footerSpec } from '../components/forms/spec';
import { Toasts } from '../components/forms/Toasts';
import { type FormIslandProps, FORM_ISLAND_PROPS } from '../components/forms/island-props';

function specOf(container: HTMLElement): FormSpec {
  const props = JSON.parse(container.getAttribute(FORM_ISLAND_PROPS) ?? '{}') as FormIslandProps;
  switch (props.kind) {
    case 'contact':
      return contactSpec;
    case 'demo':
      return demoSpec;
    case 'footer':
      return footerSpec;
    case 'careers':
      return careersSpec(props.positions ?? [], props.id);
  }
}

let toasts = false;

function mountToasts(): void {
  if (toasts) return;
  toasts = true;
  const host = document.createElement('div');
  host.className = 'toasts';
  document.body.append(host);
  createRoot(host).render(<Toasts />);
}

/** `submitted`: the visitor pressed submit before the island was there; it is sent once the engine is. */
export function hydrateForm(container: HTMLElement, { submitted }: { submitted: boolean }): void {
  mountToasts();
  hydrateRoot(container, <LazyForm spec={specOf(container)} awake submitted={submitted} />);
}
