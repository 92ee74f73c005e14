import { describe, expect, it } from 'vitest';
import { PARAMETER_CATEGORY_IDS, parameterCategories, parameterCategory, parameterHref } from './parameters';

describe('parameter categories', () => {
  it('are the six categories with the six anchors, in page order', () => {
    expect(parameterCategories.map((c) => c.id)).toEqual([
      'operatingparameters',
      'siteparameters',
      'commercials',
      'basicreporting',
      'additionalreporting',
      'repairmaintenance',
    ]);
    expect(parameterCategories.map((c) => c.id)).toEqual([...PARAMETER_CATEGORY_IDS]);
  });

  it('each have a title, a one-line summary and items', () => {
    for (const c of parameterCategories) {
      expect(c.title).not.toBe('');
      expect(c.summary).not.toMatch(/\n/);
      expect(c.items.length).toBeGreaterThanOrEqual(3);
      expect(new Set(c.items).size).toBe(c.items.length);
    }
  });

  it('list the items the company names', () => {
    const text = (id: (typeof PARAMETER_CATEGORY_IDS)[number]) => parameterCategory(id).items.join(' | ');
    expect(text('operatingparameters')).toMatch(/pumps running/);
    expect(text('operatingparameters')).toMatch(/committed/);
    expect(text('siteparameters')).toMatch(/Power factor/);
    expect(text('siteparameters')).toMatch(/power failure/);
    expect(text('commercials')).toMatch(/per cubic metre/);
    expect(text('commercials')).toMatch(/Liquidated damages/);
    expect(text('basicreporting')).toMatch(/MIS/);
    expect(text('additionalreporting')).toMatch(/One month/);
    expect(text('repairmaintenance')).toMatch(/SMS/);
    expect(text('repairmaintenance')).toMatch(/low/);
  });

  it('link to their anchors on /parameters', () => {
    expect(parameterHref('commercials')).toBe('/parameters#commercials');
    expect(() => parameterCategory('nope' as never)).toThrow();
  });
});
