import { describe, expect, it } from 'vitest';
import { credentialGroups, SAMPLE_IDENTIFIER } from './credentials';

describe('credentials', () => {
  it('cover every kind of credential the page shows, with placeholder identifiers', () => {
    expect(credentialGroups.map((g) => g.kind)).toEqual([
      'award',
      'patent',
      'company-registration',
      'startup-registration',
      'trademark',
      'hardware-certification',
      'grant',
      'academic-collaboration',
    ]);
    const all = credentialGroups.flatMap((g) => g.items);
    for (const c of all) expect(c.identifier).toBe(SAMPLE_IDENTIFIER);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const hardware = credentialGroups.find((g) => g.kind === 'hardware-certification')!.items.map((c) => c.title);
    expect(hardware.join('|')).toMatch(/emission class A/i);
    expect(hardware.join('|')).toMatch(/IP68/);
  });
});
