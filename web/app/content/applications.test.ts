import { describe, expect, it } from 'vitest';
import { applicationAreas } from './applications';

describe('application areas', () => {
  it('are eight, each with a description, unique ids', () => {
    expect(applicationAreas).toHaveLength(8);
    expect(applicationAreas[0]!.title).toMatch(/drinking water/i);
    expect(applicationAreas.map((a) => a.title).join('|')).toMatch(/Marine operations/);
    for (const a of applicationAreas) expect(a.description.length).toBeGreaterThan(20);
    expect(new Set(applicationAreas.map((a) => a.id)).size).toBe(8);
  });
});
