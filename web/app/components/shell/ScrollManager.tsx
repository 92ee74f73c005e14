import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToId, scrollToTop } from '../../lib/scroll';

/**
 * On every route change the window jumps to the top at once; when the address has a hash the
 * page scrolls to that element instead, retrying while the content appears (up to 10 s).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) return scrollToId(decodeURIComponent(hash.slice(1)));
    scrollToTop('instant');
    return undefined;
  }, [pathname, hash, key]);
  return null;
}
