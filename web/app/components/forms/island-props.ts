/**
 * What a form island's container carries for the browser (islands/form-island.tsx), so it can
 * rebuild the form's spec exactly as the page drew it: which form, and for careers the
 * openings offered and the form's id. An attribute, not a script: the CSP stays `script-src 'self'`.
 */
import type { FormName } from '@site/contracts/api';

export const FORM_ISLAND_PROPS = 'data-form-props';

export interface FormIslandProps {
  kind: FormName;
  positions?: readonly string[];
  id?: string;
}
