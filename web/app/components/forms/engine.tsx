/**
 * The interactive half of the forms, loaded with `import()` after hydration (loader.ts): the
 * shared yup schemas with react-hook-form's resolver, the react-query mutation that sends a
 * submission, and react-toastify with its stylesheet. Nothing imports this module statically,
 * which is what keeps these libraries out of every page's first-load bundle.
 */
import 'react-toastify/ReactToastify.css';
import { yupResolver } from '@hookform/resolvers/yup';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import type { FormResponse } from '@site/contracts/api';
import { type FormDescriptor, emptyValues } from '@site/contracts/forms/descriptor';
import { HONEYPOT_FIELD } from '@site/contracts/forms/honeypot';
import { RESUME_FIELD } from '@site/contracts/forms/resume';
import { formSchema } from '@site/contracts/forms/schema';
import type { FieldBinding, FormController } from './controller';
import type { FormSpec } from './spec';
import { SubmitError, failureText, newIdempotencyKey, postForm } from './submit';

type Values = FieldValues;

/**
 * The form's schema, derived from its descriptor, as react-hook-form's resolver. The four forms
 * have different value types; the engine treats them alike as field maps. The cast only widens
 * the output type: validation and casting are the schema's own.
 */
function resolverFor(descriptor: FormDescriptor): Resolver<Values> {
  return yupResolver(formSchema(descriptor)) as unknown as Resolver<Values>;
}

let queryClient: QueryClient | null = null;

/** One QueryClient per page, created on first use in the browser (never during pre-rendering). */
export function getQueryClient(): QueryClient {
  queryClient ??= new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return queryClient;
}

function firstFile(value: unknown): File | undefined {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value[0] ?? undefined;
  return undefined;
}

/**
 * What goes on the wire: the form's visible fields (as the schema cast them: trimmed), the
 * honeypot as the DOM holds it, and for careers multipart with the resume in `file` and its
 * name in `document` (`file` is RESUME_FIELD of contracts/src/forms/resume.ts).
 */
export function buildBody(spec: FormSpec, values: Values, honeypot: string): Record<string, string> | FormData {
  const text: Record<string, string> = {};
  for (const field of spec.fields) {
    if (field.input === 'file') continue;
    const value: unknown = values[field.name];
    text[field.name] = typeof value === 'string' ? value : value == null ? '' : String(value);
  }
  text[HONEYPOT_FIELD] = honeypot;
  if (!spec.multipart) return text;
  const data = new FormData();
  for (const [name, value] of Object.entries(text)) data.append(name, value);
  const file = firstFile(values[RESUME_FIELD]);
  data.append('document', file?.name ?? '');
  if (file) data.append(RESUME_FIELD, file, file.name);
  return data;
}

function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}

export interface SubmissionState {
  submit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  formError: string | null;
  showSummary: boolean;
  failedSubmits: number;
}

/**
 * The one submission hook behind all four forms: validates with the form's schema, sends
 * through a react-query mutation with one Idempotency-Key per form fill, guards against a
 * second trigger of the same submit, and turns the answer into toasts, field errors and a
 * reset (success) or kept values (failure).
 */
export function useFormSubmission(
  spec: FormSpec,
  form: UseFormReturn<Values>,
  formRef: RefObject<HTMLFormElement | null>,
): SubmissionState {
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const mutation = useMutation<FormResponse, unknown, Record<string, string> | FormData>(
    {
      mutationKey: ['form', spec.kind],
      // The key is made on the first send of a fill (not during render: no random values
      // there) and kept for retries of the same fill, so a repeat is stored once.
      mutationFn: (body) => postForm(spec.kind, body, (idempotencyKey.current ??= newIdempotencyKey()), spec.noun),
    },
    getQueryClient(),
  );
  const { mutateAsync } = mutation;
  const { handleSubmit, reset, setError } = form;

  const fail = useCallback(() => {
    setShowSummary(true);
    setFailedSubmits((count) => count + 1);
  }, []);

  const onValid = useCallback(
    async (values: Values) => {
      try {
        await mutateAsync(buildBody(spec, values, honeypotValue(formRef.current)));
        idempotencyKey.current = null; // the next fill is a new submission
        setFormError(null);
        setShowSummary(false);
        // The native reset also clears the honeypot, which react-hook-form does not know about.
        formRef.current?.reset();
        // keepFieldsRef: the inputs belong to FormView, which does not re-render on a reset, so
        // react-hook-form must keep its references to them instead of waiting to re-register.
        reset(emptyValues(spec.descriptor), { keepFieldsRef: true });
        toast.success(spec.successMessage, { role: 'status' });
      } catch (error) {
        const failure = error instanceof SubmitError ? error : new SubmitError('network', failureText('network', spec.noun), null);
        // The same key with other content is refused (422): the next attempt is a new fill.
        if (failure.status === 422) idempotencyKey.current = null;
        const known = new Set(spec.fields.map((field) => field.name));
        const stray: string[] = [];
        for (const [name, message] of Object.entries(failure.fieldErrors)) {
          if (known.has(name)) setError(name, { type: 'server', message }, { shouldFocus: spec.compact });
          else stray.push(message);
        }
        const placed = failure.kind === 'invalid' || failure.kind === 'file';
        setFormError(placed ? (stray.length > 0 ? stray.join(' ') : null) : failure.message);
        fail();
        toast.error(failure.message, { role: 'alert' });
      }
    },
    [mutateAsync, spec, formRef, reset, setError, fail],
  );

  const onInvalid = useCallback(
    (_errors: FieldErrors<Values>) => {
      setFormError(null);
      fail();
    },
    [fail],
  );

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The button and the form's submit event can both fire for one press,
      // and validation is async: only the first trigger goes on.
      if (inFlight.current) return;
      inFlight.current = true;
      void handleSubmit(
        onValid,
        onInvalid,
      )(event).finally(() => {
        inFlight.current = false;
        // The disabled button lost focus while sending; put it back where the visitor was.
        const button = formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]');
        if (document.activeElement === document.body || document.activeElement === null) button?.focus();
      });
    },
    [handleSubmit, onValid, onInvalid, formRef],
  );

  return { submit, pending: mutation.isPending, formError, showSummary, failedSubmits };
}

function errorMessages(errors: FieldErrors<Values>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    if (typeof message === 'string' && message !== '') out[name] = message;
  }
  return out;
}

function sameMessages(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

export interface FormEngineProps {
  spec: FormSpec;
  formRef: RefObject<HTMLFormElement | null>;
  onController(controller: FormController | null): void;
}

/**
 * Runs react-hook-form for one FormView and hands it a controller. It renders nothing: the
 * view stays the component that owns the DOM. Values typed before the engine arrived are
 * kept, because no defaultValues are given and react-hook-form then reads each input's
 * current value when it registers it.
 */
export function FormEngine({ spec, formRef, onController }: FormEngineProps) {
  const resolver = useMemo(() => resolverFor(spec.descriptor), [spec.descriptor]);
  const form = useForm<Values>({
    resolver,
    // The footer shows its error once touched; the others validate on submit, then as
    // the visitor corrects each field.
    mode: spec.compact ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    // Long forms focus the error summary instead (FormView); the footer focuses its field.
    shouldFocusError: spec.compact,
  });
  const submission = useFormSubmission(spec, form, formRef);
  const { register, trigger, setValue } = form;
  // Reading formState.errors during render subscribes this component to it. react-hook-form
  // updates that object in place, so the messages are copied, and the copy is replaced only when
  // they change: the controller below then stays the same object while nothing changed.
  const current = errorMessages(form.formState.errors);
  const [errors, setErrors] = useState(current);
  if (!sameMessages(errors, current)) setErrors(current);

  // Fields already checked once on arrival, so a re-render does not check them again.
  const checkedOnArrival = useRef(new Set<string>());
  const field = useCallback(
    (name: string): FieldBinding => {
      // The resume is checked (extension, size) as soon as it is chosen, before any upload.
      const binding = name === RESUME_FIELD ? register(name, { onChange: () => void trigger(name) }) : register(name);
      return {
        ...binding,
        ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
          binding.ref(element);
          if (!element || checkedOnArrival.current.has(name)) return;
          // What the visitor did before the engine arrived had no handler yet: a chosen resume,
          // or (in the footer form, which checks once touched) a field filled and already left.
          const chosenFile = name === RESUME_FIELD && element instanceof HTMLInputElement && (element.files?.length ?? 0) > 0;
          const leftFilled = spec.compact && element.value !== '' && element.ownerDocument.activeElement !== element;
          if (chosenFile) {
            checkedOnArrival.current.add(name);
            queueMicrotask(() => void trigger(name));
          } else if (leftFilled) {
            checkedOnArrival.current.add(name);
            // Touched as well as checked, so the error clears as the visitor corrects it.
            const value = element.value;
            queueMicrotask(() => setValue(name, value, { shouldTouch: true, shouldValidate: true }));
          }
        },
      } as FieldBinding;
    },
    [register, trigger, setValue, spec.compact],
  );

  const { submit, pending, formError, showSummary, failedSubmits } = submission;
  const controller = useMemo<FormController>(
    () => ({ field, errors, formError, showSummary, failedSubmits, pending, submit }),
    [field, errors, formError, showSummary, failedSubmits, pending, submit],
  );
  useEffect(() => onController(controller), [controller, onController]);
  useEffect(() => () => onController(null), [onController]);
  return null;
}

/** The toast container: top right, 4 s, pauses on hover and focus loss, draggable. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={4000} pauseOnHover pauseOnFocusLoss draggable theme="colored" newestOnTop />;
}
