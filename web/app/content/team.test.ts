// @vitest-environment node
// (reads files under web/public from disk; jsdom would turn import.meta.url into an http URL)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { members, mentor } from './team';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

describe('team', () => {
  const everyone = [mentor, ...members];

  it('has a mentor and about six members, all clearly sample people', () => {
    expect(members.length).toBeGreaterThanOrEqual(5);
    for (const m of everyone) {
      expect(m.name).toMatch(/Sample/);
      expect(m.biography.join(' ')).toMatch(/^Sample biography/);
      expect(m.jobTitle).not.toBe('');
    }
    expect(new Set(everyone.map((m) => m.id)).size).toBe(everyone.length);
  });

  it('has a shipped photo for everyone, of the declared size', () => {
    for (const { photo } of everyone) {
      expect(photo.src).toMatch(/^\/images\/team\/.+\.svg$/);
      const svg = readFileSync(`${publicDir}${photo.src}`, 'utf8');
      expect(svg).toContain(`width="${photo.width}"`);
      expect(svg).toContain(`height="${photo.height}"`);
    }
  });
});
