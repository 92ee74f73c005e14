// @vitest-environment node
// (reads files under web/public from disk; jsdom would turn import.meta.url into an http URL)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { home } from './home';
import { PARAMETER_CATEGORY_IDS } from './parameters';
import { product } from './product';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

describe('home page content', () => {
  it('has the about teaser figures and links to /about', () => {
    const text = [...home.about.paragraphs, ...home.about.figures.map((f) => `${f.value} ${f.label}`)].join(' ');
    expect(text).toMatch(/40%/);
    expect(text).toMatch(/5000\+/);
    expect(home.about.href).toBe('/about');
  });

  it('has four Components tabs taken from the product components, IoT sensors first', () => {
    expect(home.components.map((t) => t.title)).toEqual([
      'IoT sensors',
      'Embedded-analytics hardware',
      'Secured communication',
      'Hybrid cloud and mobile app',
    ]);
    expect(home.components.map((t) => t.id)).toEqual(product.components.map((c) => c.id));
  });

  it('has six features and two How-it-works tabs, IIOT architecture first', () => {
    expect(home.features).toHaveLength(6);
    expect(new Set(home.features.map((f) => f.id)).size).toBe(6);
    expect(home.howItWorks.map((t) => t.title)).toEqual(['IIOT architecture', 'Digital connectivity']);
  });

  it('ships every video and poster it links, at the size it declares', () => {
    for (const { video } of home.howItWorks) {
      expect(video.src).toMatch(/^\/media\/.+\.mp4$/);
      for (const path of [video.src, video.poster]) {
        expect(existsSync(`${publicDir}${path}`), path).toBe(true);
      }
      expect(readFileSync(`${publicDir}${video.src}`).length).toBeLessThan(300 * 1024);
      expect([video.width, video.height]).toEqual([640, 360]);
      expect(video.description.length).toBeGreaterThan(80);
    }
  });

  it('has six parameter tiles covering the six /parameters anchors', () => {
    expect(home.parameterTiles.map((t) => t.title)).toEqual([
      'Operating Performance',
      'Basic Reporting',
      'Site Parameters',
      'Additional Reporting',
      'Commercials',
      'Repair and Maintenance',
    ]);
    expect(home.parameterTiles.map((t) => t.anchor).sort()).toEqual([...PARAMETER_CATEGORY_IDS].sort());
    for (const tile of home.parameterTiles) expect(tile.href).toBe(`/parameters#${tile.anchor}`);
  });

  it("states the advantages with the company's figures", () => {
    const text = home.advantages.map((a) => `${a.figure} ${a.title} ${a.text}`).join(' | ');
    expect(text).toMatch(/5-35%/);
    expect(text).toMatch(/up to 50%/);
    expect(text).toMatch(/15-45%/);
    expect(text).toMatch(/within a year/);
    expect(home.advantages).toHaveLength(4);
  });
});
