/** The toast container, mounted after hydration (placeholder until the forms feature lands). */
export function Toasts() {
  return null;
}
