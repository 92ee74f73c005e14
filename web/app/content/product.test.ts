import { brand } from '@site/contracts/brand';
import { describe, expect, it } from 'vitest';
import { about } from './about';
import { product } from './product';
import { projects } from './projects';
import { requestDemo } from './request-demo';
import { sensors } from './sensors';

describe('product content', () => {
  it('is titled with the network name and lists the fourteen sensors under IoT sensors', () => {
    expect(product.title).toBe(brand.network);
    const withSensors = product.components.filter((c) => c.sensors);
    expect(withSensors.map((c) => c.id)).toEqual(['iot-sensors']);
    expect(withSensors[0]!.sensors).toBe(sensors);
  });

  it('has technology and component sections with unique ids', () => {
    expect(product.technology.length).toBeGreaterThanOrEqual(4);
    const ids = [...product.technology, ...product.components].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(product.technology.map((t) => t.paragraphs.join(' ')).join(' ')).toMatch(/24-bit/);
  });
});

describe('about, request demo and projects content', () => {
  it('has mission, vision and background', () => {
    for (const s of [about.mission, about.vision, about.background]) expect(s.paragraphs.length).toBeGreaterThan(0);
    expect(about.background.paragraphs.join(' ')).toMatch(/5000/);
  });

  it('has the three demo benefits', () => {
    expect(requestDemo.benefits.map((b) => b.title)).toEqual(['Less work for you', 'Super flexible', 'Everyone saves']);
    for (const b of requestDemo.benefits) expect(b.text).toMatch(/\.$/);
  });

  it("has the water board project's figures", () => {
    expect(projects).toHaveLength(1);
    expect(projects[0]!.figures.map((f) => f.value)).toEqual(['54', '9', '1350 to 1500 kW', '76,500 kW', '6,600 V', '590 MLD', '320 m']);
  });
});
