import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_TIMEOUT_MS, scrollToId } from './scroll';

/** Adds an element with this id to the page, as a late-rendered section would appear. */
function appendWithId(id: string, tag = 'section'): HTMLElement {
  const element = document.createElement(tag);
  element.id = id;
  document.body.append(element);
  return element;
}

describe('scrollToId', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps trying until the element appears, then scrolls to it and focuses it', () => {
    scrollToId('late');
    vi.advanceTimersByTime(3_000);
    const target = appendWithId('late');
    vi.advanceTimersByTime(50);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(target);
  });

  it('gives up after 10 seconds', () => {
    expect(HASH_SCROLL_TIMEOUT_MS).toBe(10_000);
    scrollToId('never');
    vi.advanceTimersByTime(10_100);
    const target = appendWithId('never', 'div');
    vi.advanceTimersByTime(1_000);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
