import { type FormEvent, type Ref, useEffect, useRef } from 'react';
import { HONEYPOT_FIELD } from '@site/contracts/forms/honeypot';
import type { FormController } from './controller';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { FormField } from './FormField';
import { type FormSpec, fieldId } from './spec';

export interface FormViewProps {
  spec: FormSpec;
  /** Null until the engine is attached: the markup is then exactly the pre-rendered one. */
  controller: FormController | null;
  formRef: Ref<HTMLFormElement>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Called on the first sign of interest (pointer over the form, press, focus, typing) so the engine starts loading. */
  onWake(): void;
  /** Shown when the engine itself could not be loaded (offline, site updated). */
  loadError?: string | null;
}

/**
 * The one form component behind all four forms. Without a controller it renders plain named,
 * labelled inputs: that is the pre-rendered HTML and the first client render (so hydration
 * matches), usable and readable before any form library has loaded. With a controller the same
 * elements stay in place (so focus and typed text survive) and gain react-hook-form's bindings,
 * the inline errors and the error summary.
 */
export function FormView({ spec, controller, formRef, onSubmit, onWake, loadError }: FormViewProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = controller?.errors ?? {};
  const formError = controller?.formError ?? loadError ?? null;
  const summaryItems: SummaryItem[] = [];
  if (!spec.compact && controller?.showSummary) {
    if (controller.formError) summaryItems.push({ message: controller.formError });
    for (const field of spec.fields) {
      const message = errors[field.name];
      if (message) summaryItems.push({ message, fieldId: fieldId(spec, field.name) });
    }
  }
  const failedSubmits = controller?.failedSubmits ?? 0;
  const focusedFor = useRef(0);
  useEffect(() => {
    // GOV.UK: after a failed submit focus moves to the summary, which lists every problem. Once
    // per failed submit, as soon as the summary is there: the count and the field errors can
    // arrive in separate renders.
    if (spec.compact || failedSubmits === focusedFor.current || !summaryRef.current) return;
    focusedFor.current = failedSubmits;
    summaryRef.current.focus();
  });

  const pending = controller?.pending ?? false;
  const showFormAlert = formError !== null && (spec.compact || !controller?.showSummary);
  return (
    <form
      ref={formRef}
      id={spec.id}
      className={`form form--${spec.kind}${spec.compact ? ' form--compact' : ''}`}
      // Before hydration the browser would post natively; the API refuses that politely (no
      // X-Requested-With header) and asks to reload. After hydration onSubmit handles it.
      method="post"
      action={spec.action}
      encType={spec.multipart ? 'multipart/form-data' : undefined}
      noValidate
      aria-busy={pending || undefined}
      // Marks the moment the engine took over (tests and styles may rely on it); absent in the
      // pre-rendered HTML, so hydration still matches.
      data-interactive={controller ? 'true' : undefined}
      onSubmit={onSubmit}
      onFocus={onWake}
      onPointerEnter={onWake}
      onPointerDown={onWake}
      onInput={onWake}
    >
      {summaryItems.length > 0 && <ErrorSummary id={`${spec.id}-summary`} items={summaryItems} summaryRef={summaryRef} />}
      <div className="form__fields">
        {spec.fields.map((field) => (
          <FormField
            key={field.name}
            id={fieldId(spec, field.name)}
            spec={field}
            binding={controller ? controller.field(field.name) : { name: field.name }}
            error={errors[field.name]}
          />
        ))}
      </div>
      {/* The honeypot: people never see or reach it; bots that fill every input fill it too. */}
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={fieldId(spec, HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={fieldId(spec, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {showFormAlert && (
        <p className="form__alert" role="alert">
          <span className="visually-hidden">Error:</span> {formError}
        </p>
      )}
      <button type="submit" className="button form__submit" disabled={pending}>
        {pending ? spec.pendingLabel : spec.submitLabel}
      </button>
    </form>
  );
}
