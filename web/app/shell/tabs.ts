/**
 * Tabs on pre-rendered markup (components/ui/Tabs.tsx), after the WAI-ARIA tabs pattern: one
 * tab stop, arrow keys move between tabs with automatic activation, Home and End jump to the
 * ends. A video in a panel plays only while its tab is shown and it is on screen, and never by
 * itself under prefers-reduced-motion (components/home/HowItWorksVideo.tsx says why).
 */
import { controlled } from './dismiss';

/** How much of a video must be on screen before it starts. */
const VISIBLE_SHARE = 0.25;

/** Plays a panel's video while the panel is shown and the video on screen; returns a stop function. */
function watchVideo(panel: HTMLElement): () => void {
  const player = panel.querySelector('video');
  if (!player) return () => undefined;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (panel.hidden || reduced || typeof IntersectionObserver === 'undefined') {
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

function initTabs(tablist: HTMLElement): void {
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = tabs.map((tab) => controlled(tab));
  let stops = panels.map((panel) => (panel ? watchVideo(panel) : () => undefined));
  const select = (index: number, focus: boolean) => {
    for (const stop of stops) stop();
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
      const panel = panels[i];
      if (panel) panel.hidden = i !== index;
    });
    stops = panels.map((panel) => (panel ? watchVideo(panel) : () => undefined));
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const moves: Record<string, number> = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
    });
  });
}

export function initAllTabs(root: ParentNode = document): void {
  for (const tablist of root.querySelectorAll<HTMLElement>('[role="tablist"]')) initTabs(tablist);
}
