import { describe, expect, it } from 'vitest';
import { sensors } from './sensors';

describe('sensors', () => {
  it('are the fourteen of the product description, in order, with unique ids', () => {
    expect(sensors).toHaveLength(14);
    expect(sensors.map((s) => s.name)).toEqual([
      'Temperature',
      'Pressure',
      'Vibration',
      'Flow',
      'Level',
      'RPM',
      'Moisture',
      'Noise',
      'Proximity',
      'Power meter',
      'Thermal imaging camera',
      'Conductivity',
      'Motion amplification camera',
      'Biometric attendance',
    ]);
    expect(new Set(sensors.map((s) => s.id)).size).toBe(14);
  });
});
