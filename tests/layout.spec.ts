import { expect, test } from '@playwright/test';
import { TOP_BUTTON_THRESHOLD_PX } from '../web/app/lib/scroll';
import { notFoundPage, pages } from './support/site';

/**
 * The page grid, as a visitor sees it. On every route, at phone, tablet and desktop widths:
 * - no visible text comes closer than 12 px to either edge of the screen, and nothing scrolls
 *   sideways;
 * - from 768 px up, no visible text starts left of the header's logo (one left edge per page);
 * - once the page is scrolled to its end, no text or control lies under the floating buttons;
 * - the header fits: the top bar and the main header are one row each (one line of menu
 *   links from 992 px up) and the whole header, demo strip included, stays within a height;
 * - no element reaches past either edge of the screen (outside a scroll area of its own);
 * - no two links, buttons or fields overlap.
 * One page load per route and width; each load is measured in a single page.evaluate.
 * Screenshots of the first screen of the home page and an inner page at a phone and a desktop
 * width are kept as baselines, so a layout regression the rules do not name still fails the suite.
 */

const WIDTHS = [320, 375, 768, 992, 1024, 1280, 1366, 1440, 1920] as const;
const HEIGHT = 800;
const MIN_EDGE_PX = 12;
/** From this width up, text lines up with the logo. */
const ALIGNED_FROM_PX = 768;
/**
 * The header's height bounds: one 52 px top bar row, one 73 px main header row and the demo
 * strip, which takes two lines of small text on phones and one from 576 px up.
 */
const HEADER_BOUNDS = { topBar: 56, mainHeader: 80, phone: 190, wide: 170, phoneBelow: 576 } as const;

interface Measured {
  edges: string[];
  underButtons: string[];
  header: string[];
  wide: string[];
  overlaps: string[];
}

/** Runs in the page: the layout rules above, measured on the live DOM (see the file's comment). */
async function measureLayout({
  minEdge,
  alignedFrom,
  topThreshold,
  bounds,
}: {
  minEdge: number;
  alignedFrom: number;
  topThreshold: number;
  bounds: typeof HEADER_BOUNDS;
}): Promise<Measured> {
  type Box = { left: number; right: number; top: number; bottom: number };
  const everything: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const visible = (box: Box) => box.right - box.left > 1 && box.bottom - box.top > 1;
  const describe = (element: Element, text: string, box: Box) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${text.trim().slice(0, 40)}" x ${Math.round(box.left)}..${Math.round(box.right)}`;

  // What an element's content is clipped to by its own and its ancestors' overflow (a table's
  // scroll area, a visually hidden label's 1 px box). Cached per element; recomputed per pass.
  let clips = new Map<Element, Box>();
  const clipOf = (element: Element | null): Box => {
    if (!element || element === document.documentElement) return everything;
    const cached = clips.get(element);
    if (cached) return cached;
    const style = getComputedStyle(element);
    let box = style.position === 'fixed' ? everything : clipOf(element.parentElement);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') box = intersect(box, element.getBoundingClientRect());
    clips.set(element, box);
    return box;
  };
  /** Every line of visible text, as boxes in viewport coordinates, with its element. */
  const textBoxes = (skip?: Element | null) => {
    clips = new Map();
    const boxes: { element: Element; text: string; box: Box }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.nodeValue?.trim() || !element || skip?.contains(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = clipOf(element);
      for (const rect of range.getClientRects()) {
        const box = intersect(rect, clip);
        if (visible(box)) boxes.push({ element, text: node.nodeValue, box });
      }
    }
    return boxes;
  };

  // 1. Margins, with the page at its top.
  const edges: string[] = [];
  const view = document.documentElement.clientWidth;
  const logo = document.querySelector('.brand-logo')?.getBoundingClientRect();
  if (!logo) edges.push('no header logo');
  for (const { element, text, box } of textBoxes()) {
    if (box.bottom + window.scrollY <= 0) continue; // above the page: the skip link until focused
    if (box.left < minEdge - 0.5 || box.right > view - minEdge + 0.5)
      edges.push(`closer than ${minEdge} px to the edge: ${describe(element, text, box)}`);
    else if (logo && view >= alignedFrom && box.left < logo.left - 0.5)
      edges.push(`left of the logo (x ${Math.round(logo.left)}): ${describe(element, text, box)}`);
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > view) edges.push(`the page scrolls sideways: ${scrollWidth} px wide in ${view} px`);

  // 2. The header: one row each, within its height.
  const header: string[] = [];
  const heightOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
  const headerMax = view < bounds.phoneBelow ? bounds.phone : bounds.wide;
  if (heightOf('.site-header') > headerMax) header.push(`header ${Math.round(heightOf('.site-header'))} px tall, over ${headerMax} px`);
  if (heightOf('.top-bar') > bounds.topBar) header.push(`top bar ${Math.round(heightOf('.top-bar'))} px tall, over ${bounds.topBar} px`);
  if (heightOf('.main-header') > bounds.mainHeader)
    header.push(`main header ${Math.round(heightOf('.main-header'))} px tall, over ${bounds.mainHeader} px`);
  for (const selector of ['.top-bar__nav > .nav-list > li', '.main-nav > .nav-list > li', '.top-bar__contact > li']) {
    const rows = new Set<number>();
    for (const item of document.querySelectorAll(selector)) {
      const box = item.getBoundingClientRect();
      if (item.checkVisibility() && box.width > 0) rows.add(Math.round(box.top));
    }
    if (rows.size > 1) header.push(`${selector} on ${rows.size} rows`);
  }

  // 3. Nothing wider than the screen, unless a scroll area of its own clips it.
  const wide: string[] = [];
  clips = new Map();
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1 || !element.checkVisibility()) continue;
    const box = intersect(rect, clipOf(element.parentElement));
    if (!visible(box)) continue;
    if (box.left < -0.5 || box.right > view + 0.5)
      wide.push(`past the screen's edge: ${describe(element, element.textContent ?? '', box)}`);
  }

  // 4. No two interactive elements overlap (each line of an inline link is its own box; the
  //    fixed floating buttons are checked at the end of the page below).
  const overlaps: string[] = [];
  const controls: { element: Element; box: Box }[] = [];
  for (const element of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')) {
    if (element.closest('.floating-actions, .visually-hidden, .form__hp') || !element.checkVisibility({ visibilityProperty: true }))
      continue;
    const clip = clipOf(element.parentElement);
    for (const rect of element.getClientRects()) {
      const box = intersect(rect, clip);
      if (box.right - box.left > 2 && box.bottom - box.top > 2) controls.push({ element, box });
    }
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const overlap = intersect(a.box, b.box);
      if (overlap.right - overlap.left > 1 && overlap.bottom - overlap.top > 1) {
        overlaps.push(
          `${describe(a.element, a.element.textContent ?? '', a.box)} overlaps ${describe(b.element, b.element.textContent ?? '', b.box)}`,
        );
      }
    }
  }

  // 5. The end of the page and the floating buttons. The Top button joins them once the page
  //    is scrolled past its threshold, which a short page never is.
  const underButtons: string[] = [];
  const height = document.documentElement.clientHeight;
  const end = document.documentElement.scrollHeight - height;
  window.scrollTo({ top: end, behavior: 'instant' });
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const topExpected = end > topThreshold;
  for (let i = 0; i < 60 && topExpected && !document.querySelector('.floating-button--top'); i++) await frame();
  await frame();
  if (topExpected && !document.querySelector('.floating-button--top'))
    underButtons.push('the Top button did not appear at the end of the page');
  const actions = document.querySelector('.floating-actions');
  const buttons = [...(actions?.querySelectorAll('a, button') ?? [])].map((button) => button.getBoundingClientRect()).filter(visible);
  const targets = textBoxes(actions);
  for (const control of document.querySelectorAll('a, button, input, select, textarea')) {
    if (actions?.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
    clips = new Map();
    const box = intersect(control.getBoundingClientRect(), clipOf(control.parentElement));
    if (visible(box)) targets.push({ element: control, text: control.textContent || control.getAttribute('aria-label') || '', box });
  }
  for (const { element, text, box } of targets) {
    if (box.bottom <= 0 || box.top >= height) continue;
    if (
      buttons.some((button) => box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top)
    ) {
      underButtons.push(`under a floating button: ${describe(element, text, box)}`);
    }
  }
  return { edges, underButtons, header, wide: wide.slice(0, 10), overlaps: overlaps.slice(0, 10) };
}

test.describe('one grid: margins, alignment with the logo, a header that fits, nothing too wide or overlapping, nothing under the floating buttons', () => {
  for (const path of [...pages.map((page) => page.path), notFoundPage.path]) {
    test(path, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // The chat launcher renders only after hydration: the page is then complete.
        await page.locator('.chat-launcher').waitFor();
        const measured = await page.evaluate(measureLayout, {
          minEdge: MIN_EDGE_PX,
          alignedFrom: ALIGNED_FROM_PX,
          topThreshold: TOP_BUTTON_THRESHOLD_PX,
          bounds: HEADER_BOUNDS,
        });
        expect.soft(measured.edges, `${path} at ${width} px: margins and alignment`).toEqual([]);
        expect.soft(measured.header, `${path} at ${width} px: the header`).toEqual([]);
        expect.soft(measured.wide, `${path} at ${width} px: elements wider than the screen`).toEqual([]);
        expect.soft(measured.overlaps, `${path} at ${width} px: overlapping controls`).toEqual([]);
        expect.soft(measured.underButtons, `${path} at ${width} px: the end of the page`).toEqual([]);
      }
    });
  }
});

test.describe('layout screenshots', () => {
  for (const { name, path } of [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
  ]) {
    for (const width of [375, 1280]) {
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(path);
        await page.locator('.chat-launcher').waitFor();
        await page.evaluate(() => document.fonts.ready);
        // The first screen: top bar, header, demo strip, banner and the first section, where the
        // page's edges are set. (Below it, content changes too often for a stable baseline.)
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          mask: [page.locator('video')],
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  }
});
