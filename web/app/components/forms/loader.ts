/**
 * Loads the form engine (react-hook-form, yup and the schemas, react-query, react-toastify and
 * its CSS) with a dynamic import, once per page load, so none of it is in any page's first-load
 * bundle. Every form and the toast container share the one import.
 */
import { lazyImport } from '../../lib/lazy-import';
import type * as Engine from './engine';

export type EngineModule = typeof Engine;

let loaded: EngineModule | null = null;
const listeners = new Set<(engine: EngineModule) => void>();

export const loadEngine = lazyImport(async () => {
  const engine = await import('./engine');
  loaded = engine;
  for (const listener of listeners) listener(engine);
  return engine;
});

/** Calls back once the engine is there (at once if it already is). Returns an unsubscribe function. */
export function onEngineLoaded(listener: (engine: EngineModule) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
