/**
 * Tabs on pre-rendered markup (components/ui/Tabs.tsx), after the WAI-ARIA tabs pattern: one
 * tab stop, arrow keys move between tabs with automatic activation, Home and End jump to the
 * ends. A video in a panel plays only while its tab is shown and it is on screen, and never by
 * itself under prefers-reduced-motion (components/home/HowItWorksVideo.tsx says why).
 */
import { playWhileShown, tabAfterKey } from '../lib/tabs';
import { controlled } from './dismiss';

/** Plays a panel's video while the panel is shown and the video on screen; returns a stop function. */
function watchVideo(panel: HTMLElement): () => void {
  const player = panel.querySelector('video');
  return player ? playWhileShown(player, !panel.hidden) : () => undefined;
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
      const next = tabAfterKey(event.key, index, tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
    });
  });
}

export function initAllTabs(root: ParentNode = document): void {
  for (const tablist of root.querySelectorAll<HTMLElement>('[role="tablist"]')) initTabs(tablist);
}
