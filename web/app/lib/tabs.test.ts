import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabs';

describe('tabAfterKey', () => {
  it('moves with the arrow keys, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeUndefined();
  });
});
