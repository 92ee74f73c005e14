/**
 * A dynamic import made once and shared by every caller. A failed one (offline, or the site was
 * redeployed and the chunk is gone) is forgotten, so the next call tries again instead of
 * repeating the failure until the page is reloaded.
 */
export function lazyImport<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
