/** Turns a yup validation into the `errors: { field: message }` map of the API's 400 answer. */
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates and casts (trims, fills defaults, drops unknown fields). Each field reports its
 * first failing rule, the one the browser shows under the field.
 */
export async function validateForm<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const e of inner) {
      const field = e.path || '_form';
      if (!(field in errors)) errors[field] = e.message;
    }
    return { ok: false, errors };
  }
}
