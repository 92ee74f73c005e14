import { describe, expect, it } from 'vitest';
import { careers } from './careers';

describe('careers', () => {
  it("has three culture paragraphs covering the company's points", () => {
    expect(careers.culture).toHaveLength(3);
    const text = careers.culture.join(' ');
    for (const phrase of [/merit/i, /equal opportunity/i, /software and hardware engineers/i, /ITI/, /freshers/i, /experienced/i]) {
      expect(text).toMatch(phrase);
    }
  });

  it('lists the nine openings the company advertises, with their experience', () => {
    expect(careers.openings.map((o) => [o.title, o.experience])).toEqual([
      ['UI Programmer', '2-4 years'],
      ['Microsoft SQL Server Programmer', '3-5 years'],
      ['Jr Embedded Engineer', '0-2 years'],
      ['Embedded Engineer', '2-4 years'],
      ['Microsoft Azure technical lead', '7+ years'],
      ['Hardware design Lead', '10+ years'],
      ['Hardware design engineer', '2+ years'],
      ['Software / Hardware associate engineer', '6 months+'],
      ['Jr Industrial Automation & Control Engineer', '0-2 years'],
    ]);
  });

  it('gives each opening a unique id and 3-6 requirements', () => {
    expect(new Set(careers.openings.map((o) => o.id)).size).toBe(9);
    for (const o of careers.openings) {
      expect(o.id).toMatch(/^[a-z0-9-]+$/);
      expect(o.requirements.length).toBeGreaterThanOrEqual(3);
      expect(o.requirements.length).toBeLessThanOrEqual(6);
    }
    const byId = (id: string) => careers.openings.find((o) => o.id === id)!.requirements.join(' ');
    expect(byId('ui-programmer')).toMatch(/computer science engineering/i);
    expect(byId('jr-automation-engineer')).toMatch(/BE or diploma in electrical, electronics or mechatronics/);
  });
});
