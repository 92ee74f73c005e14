import { describe, expect, it } from 'vitest';
import { MODEL_NAMES, addedBy, comparison, featuresOf, includes, models, type ModelName } from './models';
import { PARAMETER_CATEGORY_IDS } from './parameters';

function section(title: string) {
  const found = comparison.find((s) => s.title === title);
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

function rowByLabel(label: RegExp) {
  const matches = comparison.flatMap((s) => s.rows).filter((r) => label.test(r.label));
  expect(matches, `exactly one row matches ${label}`).toHaveLength(1);
  return matches[0]!;
}

/** Number of ticked rows of a section for a model, as the table would show it. */
function ticks(title: string, model: ModelName): number {
  return section(title).rows.filter((r) => includes(r, model)).length;
}

describe('models', () => {
  it('are Mini, Basic, Lite, Pro, Max in that order', () => {
    expect(models.map((m) => m.name)).toEqual(['Mini', 'Basic', 'Lite', 'Pro', 'Max']);
    expect(MODEL_NAMES).toEqual(['Mini', 'Basic', 'Lite', 'Pro', 'Max']);
  });

  it('have unique ids', () => {
    expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
  });
});

describe('comparison table', () => {
  it('has the seven sections with the specified row counts', () => {
    expect(comparison.map((s) => [s.title, s.rows.length])).toEqual([
      ['Operating Parameters', 13],
      ['Site Parameters', 7],
      ['Commercials', 4],
      ['Basic reporting', 5],
      ['Additional reporting', 2],
      ['Repair and Maintenance', 8],
      ['Additional features', 13],
    ]);
  });

  it('ticks per section and model exactly as specified', () => {
    const expected: Record<string, Record<ModelName, number>> = {
      'Operating Parameters': { Mini: 13, Basic: 13, Lite: 13, Pro: 13, Max: 13 },
      'Site Parameters': { Mini: 4, Basic: 7, Lite: 7, Pro: 7, Max: 7 },
      Commercials: { Mini: 0, Basic: 0, Lite: 4, Pro: 4, Max: 4 },
      'Basic reporting': { Mini: 5, Basic: 5, Lite: 5, Pro: 5, Max: 5 },
      'Additional reporting': { Mini: 2, Basic: 2, Lite: 2, Pro: 2, Max: 2 },
      'Repair and Maintenance': { Mini: 6, Basic: 6, Lite: 8, Pro: 8, Max: 8 },
      'Additional features': { Mini: 6, Basic: 9, Lite: 10, Pro: 11, Max: 13 },
    };
    for (const [title, perModel] of Object.entries(expected)) {
      for (const model of MODEL_NAMES) {
        expect(ticks(title, model), `${title} / ${model}`).toBe(perModel[model]);
      }
    }
  });

  it('leaves out of Mini exactly the features Mini lacks', () => {
    const missing = comparison.flatMap((s) => s.rows).filter((r) => !includes(r, 'Mini'));
    expect(missing.map((r) => r.id).sort()).toEqual(
      [
        'bearing-temperature',
        'vibration',
        'noise',
        'energy-cost',
        'efficiency-penalty',
        'manpower-biometric-penalty',
        'power-factor-penalty',
        'delay-penalty',
        'spares-inventory',
        'advanced-metering',
        'predictive-maintenance',
        'digital-twin',
        'ai-condition-monitoring',
        'water-quality',
        'inventory-management',
        'auto-scheduling',
      ].sort(),
    );
    for (const label of [/bearing temperature/i, /^vibration$/i, /^noise$/i, /delayed repair/i, /spares inventory/i]) {
      expect(includes(rowByLabel(label), 'Mini'), String(label)).toBe(false);
    }
  });

  it('names the first model of each tiered row as specified', () => {
    const from = (label: RegExp) => rowByLabel(label).from;
    expect(from(/bearing temperature/i)).toBe('Basic');
    expect(from(/^vibration$/i)).toBe('Basic');
    expect(from(/^noise$/i)).toBe('Basic');
    for (const r of section('Commercials').rows) expect(r.from).toBe('Lite');
    expect(from(/delayed repair/i)).toBe('Lite');
    expect(from(/spares inventory/i)).toBe('Lite');
    expect(from(/^alerts$/i)).toBe('Mini');
    expect(from(/GIS/)).toBe('Mini');
    expect(from(/mobile app/i)).toBe('Mini');
    expect(from(/^consolidation/i)).toBe('Mini');
    expect(from(/^integration/i)).toBe('Mini');
    expect(from(/hybrid cloud/i)).toBe('Mini');
    expect(from(/advanced metering/i)).toBe('Basic');
    expect(from(/predictive maintenance/i)).toBe('Basic');
    expect(from(/digital twin/i)).toBe('Basic');
    expect(from(/AI condition monitoring/i)).toBe('Lite');
    expect(from(/water quality/i)).toBe('Pro');
    expect(from(/inventory management/i)).toBe('Max');
    expect(from(/auto scheduling/i)).toBe('Max');
  });

  it('gives Max every row, and each model everything the cheaper ones have', () => {
    const all = comparison.flatMap((s) => s.rows);
    expect(all.every((r) => includes(r, 'Max'))).toBe(true);
    for (let i = 1; i < MODEL_NAMES.length; i += 1) {
      for (const r of all) {
        if (includes(r, MODEL_NAMES[i - 1]!)) expect(includes(r, MODEL_NAMES[i]!)).toBe(true);
      }
    }
  });

  it('has unique section and row ids', () => {
    const rowIds = comparison.flatMap((s) => s.rows.map((r) => r.id));
    expect(new Set(rowIds).size).toBe(rowIds.length);
    expect(new Set(comparison.map((s) => s.id)).size).toBe(comparison.length);
  });

  it('links the six parameter sections to the six /parameters anchors', () => {
    const linked = comparison.flatMap((s) => (s.parameterCategory ? [s.parameterCategory] : []));
    expect([...linked].sort()).toEqual([...PARAMETER_CATEGORY_IDS].sort());
  });

  it('derives features and additions per model from the rows', () => {
    const count = (entries: ReturnType<typeof featuresOf>) => entries.reduce((n, e) => n + e.rows.length, 0);
    expect(count(featuresOf('Max'))).toBe(52);
    expect(count(featuresOf('Mini'))).toBe(36);
    expect(addedBy('Pro').flatMap((e) => e.rows.map((r) => r.id))).toEqual(['water-quality']);
    const total = MODEL_NAMES.reduce((n, m) => n + count(addedBy(m)), 0);
    expect(total).toBe(52);
  });
});
