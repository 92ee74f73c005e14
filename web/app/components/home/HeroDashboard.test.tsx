import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboard, HERO_HEIGHT, HERO_IMAGE, HERO_WIDTH, heroDescription } from './hero-dashboard-data';
import { heroSvg } from './hero-svg';

describe('the hero dashboard illustration', () => {
  it('is the committed image (web/scripts/make-hero.tsx writes it)', () => {
    const file = path.resolve(import.meta.dirname, '..', '..', '..', 'public', HERO_IMAGE.replace(/^\//, ''));
    expect(fs.readFileSync(file, 'utf8')).toBe(heroSvg());
  });

  it('has the shape the page reserves for it', () => {
    expect(heroSvg()).toContain(`viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}" width="${HERO_WIDTH}" height="${HERO_HEIGHT}"`);
  });

  it('is described reading by reading', () => {
    expect(heroDescription).toContain(`efficiency ${dashboard.efficiency} %`);
    for (const alarm of dashboard.alarms) expect(heroDescription).toContain(alarm.text);
  });
});
