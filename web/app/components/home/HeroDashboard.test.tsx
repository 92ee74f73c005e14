import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroDashboard } from './HeroDashboard';
import { dashboard } from './hero-dashboard-data';

describe('HeroDashboard', () => {
  it('is one image named and described for screen readers, readings included', () => {
    render(<HeroDashboard />);
    const image = screen.getByRole('img', { name: /station dashboard/ });
    expect(image).toHaveAccessibleDescription(new RegExp(`efficiency ${dashboard.efficiency} %`));
    for (const alarm of dashboard.alarms) expect(image).toHaveAccessibleDescription(new RegExp(alarm.text));
  });

  it('has its shape before it is drawn: a viewBox and matching width and height', () => {
    const { container } = render(<HeroDashboard />);
    const svg = container.querySelector('svg')!;
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ');
    expect(svg.getAttribute('width')).toBe(width);
    expect(svg.getAttribute('height')).toBe(height);
  });
});
