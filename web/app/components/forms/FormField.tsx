import type { FieldBinding } from './controller';
import type { ViewField } from './spec';

export interface FormFieldProps {
  id: string;
  spec: ViewField;
  binding: FieldBinding;
  error?: string;
}

/** The ids a field's input is described by: hint first, then the error (GOV.UK order). */
export function describedBy(id: string, spec: ViewField, error: string | undefined): string | undefined {
  const ids = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part): part is string => part !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * One form field, GOV.UK style: label, optional hint, the error message (in red, prefixed
 * 'Error:' for screen readers so colour is never the only signal), then the control, tied to
 * hint and error with aria-describedby and marked aria-invalid while it has an error.
 */
export function FormField({ id, spec, binding, error }: FormFieldProps) {
  const invalid = error ? true : undefined;
  // GOV.UK style: required fields are the norm, optional ones say '(optional)' in the label.
  const optional = spec.input === 'file' || spec.required === undefined;
  const common = {
    id,
    ...binding,
    'aria-describedby': describedBy(id, spec, error),
    'aria-invalid': invalid,
    // Native validation is off (noValidate on the form); `required` still tells assistive technology.
    required: optional ? undefined : true,
  };
  let control;
  if (spec.input === 'textarea') {
    control = <textarea {...common} className="field__control field__control--textarea" rows={5} autoComplete={spec.autoComplete} />;
  } else if (spec.input === 'file') {
    control = <input {...common} type="file" className="field__control field__control--file" accept={spec.accept} />;
  } else if (spec.choices) {
    control = (
      <select {...common} className="field__control field__control--select" autoComplete={spec.autoComplete} defaultValue="">
        <option value="">{spec.choices.placeholder}</option>
        {spec.choices.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type={spec.input}
        className="field__control"
        autoComplete={spec.autoComplete}
        inputMode={spec.input === 'text' ? undefined : spec.input}
        spellCheck={spec.spellCheck}
        autoCapitalize={spec.input === 'email' ? 'none' : undefined}
      />
    );
  }
  return (
    <div className={`field${error ? ' field--error' : ''}${spec.half ? ' field--half' : ''}`}>
      <label htmlFor={id} className="field__label">
        {spec.label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {spec.hint && (
        <p id={`${id}-hint`} className="field__hint">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error:</span> {error}
        </p>
      )}
      {control}
    </div>
  );
}
