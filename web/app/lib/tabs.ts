/**
 * The tabs pattern's rules, shared by the tabs component's markup (components/ui/Tabs.tsx) and
 * the shell script that drives it on the pre-rendered page (shell/tabs.ts).
 */

/** Where a key moves the selection among `count` tabs, after the WAI-ARIA tabs pattern; undefined for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return moves[key];
}

/** How much of a video must be on screen before it starts. */
const VISIBLE_SHARE = 0.25;

/**
 * Plays a tab's video while its tab is shown and the video is on screen, never by itself under
 * prefers-reduced-motion (the poster stays and the controls let the visitor start it); returns
 * the function that stops watching and pauses it.
 */
export function playWhileShown(player: HTMLVideoElement, shown: boolean): () => void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!shown || reduced || typeof IntersectionObserver === 'undefined') {
    player.pause();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) player.play().catch(() => undefined);
      else player.pause();
    },
    { threshold: VISIBLE_SHARE },
  );
  observer.observe(player);
  return () => {
    observer.disconnect();
    player.pause();
  };
}
