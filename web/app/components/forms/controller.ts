/**
 * The seam between the form markup (first-load, no libraries) and the form engine (loaded after
 * hydration with react-hook-form, yup, react-query and react-toastify). FormView renders from a
 * FormController when there is one, and plain named inputs when there is none yet; the engine
 * builds the controller. Types only: nothing here reaches the bundle.
 */
import type { ChangeEventHandler, FocusEventHandler, FormEvent, RefCallback } from 'react';

/** What an input receives: react-hook-form's `register(name)` result, or just the name. */
export interface FieldBinding {
  name: string;
  ref?: RefCallback<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
}

export interface FormController {
  field(name: string): FieldBinding;
  /** The message shown under each invalid field (field name -> message). */
  errors: Readonly<Record<string, string>>;
  /** A failure not tied to a field (network, rate limit, server), shown in the form as well as in a toast. */
  formError: string | null;
  /** True after a failed submit until the next success: the error summary is shown. */
  showSummary: boolean;
  /** Grows by one on every failed submit, so the view moves focus to the summary each time. */
  failedSubmits: number;
  pending: boolean;
  submit(event: FormEvent<HTMLFormElement>): void;
}
