import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FORM_LOAD_ERROR } from '../../lib/form-load-error';
import type { FormController } from './controller';
import { FormView } from './FormView';
import { type EngineModule, loadEngine } from './loader';
import type { FormSpec } from './spec';

/**
 * A form whose libraries arrive after hydration. It renders FormView at once (the pre-rendered
 * markup) and loads the engine on the first sign of interest: the pointer over the form, or a
 * press, focus or input inside it. Not in idle time after load: the contact form and, on short
 * pages, the footer form are in view at once, and parsing the form libraries in the page's
 * quiet window would cost Total Blocking Time for visitors who never use a form.
 *
 * The engine is mounted as a sibling that hands back a controller, so FormView and its DOM
 * elements stay mounted throughout: a visitor already typing keeps focus and text when the
 * engine takes over. A submit made before the engine is there is replayed once it is.
 *
 * In the browser it is hydrated as an island (islands/form-island.tsx) only once the visitor
 * has turned to the form, so it is then `awake` at once, and `submitted` when a submit was
 * pressed while the island loaded (the shell held it).
 */
export function LazyForm({ spec, awake = false, submitted = false }: { spec: FormSpec; awake?: boolean; submitted?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<EngineModule | null>(null);
  const [controller, setController] = useState<FormController | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const requested = useRef(false);
  const queuedSubmit = useRef(false);

  const wake = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadEngine().then(
      (loaded) => {
        setEngine(loaded);
        setLoadError(null);
      },
      () => {
        requested.current = false;
        if (queuedSubmit.current) {
          queuedSubmit.current = false;
          setLoadError(FORM_LOAD_ERROR);
        }
      },
    );
  }, []);

  // Hydrated as an island (islands/form-island.tsx): the visitor has already turned to the
  // form, and may have pressed submit while the island loaded.
  useEffect(() => {
    if (!awake) return;
    if (submitted) queuedSubmit.current = true;
    wake();
  }, [awake, submitted, wake]);

  useEffect(() => {
    if (controller && queuedSubmit.current) {
      queuedSubmit.current = false;
      formRef.current?.requestSubmit();
    }
  }, [controller]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (controller) {
      controller.submit(event);
      return;
    }
    event.preventDefault();
    queuedSubmit.current = true;
    setLoadError(null);
    wake();
  };

  return (
    <>
      <FormView spec={spec} controller={controller} formRef={formRef} onSubmit={onSubmit} onWake={wake} loadError={loadError} />
      {engine && <engine.FormEngine spec={spec} formRef={formRef} onController={setController} />}
    </>
  );
}
