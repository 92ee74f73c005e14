/**
 * Loads the form engine (react-hook-form, yup and the schemas, react-query, react-toastify and
 * its CSS) with a dynamic import, once per page load, so none of it is in any page's first-load
 * bundle. Every form and the toast container share the one promise.
 */
export type EngineModule = typeof import('./engine');

let pending: Promise<EngineModule> | null = null;
let loaded: EngineModule | null = null;
const listeners = new Set<(engine: EngineModule) => void>();

export function loadEngine(): Promise<EngineModule> {
  pending ??= import('./engine').then(
    (engine) => {
      loaded = engine;
      for (const listener of listeners) listener(engine);
      return engine;
    },
    (error: unknown) => {
      // A failed chunk (offline, or the site was redeployed) may load on the next attempt.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Calls back once the engine is there (at once if it already is). Returns an unsubscribe function. */
export function onEngineLoaded(listener: (engine: EngineModule) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
