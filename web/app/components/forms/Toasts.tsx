import { type ComponentType, useEffect, useState } from 'react';
import { onEngineLoaded } from './loader';

/**
 * The toast container. It renders nothing in the pre-rendered HTML and the first client render,
 * and mounts react-toastify's container only once a form has loaded the form engine (after
 * hydration, on the first sign of interest in a form), so toastify and its CSS never weigh on a
 * page's first load. Toasts only ever come from the engine, so the container is always there
 * before the first one.
 */
export function Toasts() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => onEngineLoaded((engine) => setHost(() => engine.ToastHost)), []);
  return Host ? <Host /> : null;
}
