import { brand } from '@site/contracts/brand';

/**
 * What a form says when its code cannot be loaded (offline, or a new deploy removed the chunk):
 * LazyForm (components/forms/LazyForm.tsx) shows it when the form engine fails, the shell (shell/form-islands.ts) when the
 * island itself does. A module of its own, without React, so the shell can import it.
 */
export const FORM_LOAD_ERROR = `The form could not be loaded. Please check your connection and reload the page, or e-mail us at ${brand.email}.`;
