/**
 * The one script every page loads: the shell's behaviours on the pre-rendered HTML, without
 * React. React arrives only with an island, when the visitor turns to it: a form (first
 * pointer, focus or input in it) or the chat (the launcher). Pages are plain documents, so
 * moving between them is a normal page load (prefetched by the Speculation-Rules header,
 * web/server/speculation-rules.ts).
 */
import '../styles/site.css';
import { initChatLauncher } from './chat-launcher';
import { initDisclosures } from './disclosures';
import { initFormIslands } from './form-islands';
import { initMap } from './map';
import { initMenus } from './menus';
import { initScrolling } from './scrolling';
import { initAllTabs } from './tabs';

initMenus();
initAllTabs();
initDisclosures();
initMap();
initFormIslands();
initChatLauncher();
initScrolling();
