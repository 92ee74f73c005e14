import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { home } from './home';
import { POSTER_FORMATS, POSTER_WIDTHS, posterFile, posterSrcSet } from './posters';

describe('poster files', () => {
  it('name each width and format beside the JPEG', () => {
    expect(posterFile('/media/iiot-architecture.jpg', 320, 'webp')).toBe('/media/iiot-architecture-320.webp');
    expect(posterSrcSet('/media/a.jpg', 'avif')).toBe('/media/a-320.avif 320w, /media/a-640.avif 640w');
  });
});

describe('the generated posters', () => {
  it('exist for every How-it-works video, width and format (make-posters.ts)', () => {
    const publicDir = path.resolve(import.meta.dirname, '..', '..', 'public');
    for (const { video } of home.howItWorks) {
      for (const width of POSTER_WIDTHS) {
        for (const format of POSTER_FORMATS)
          expect(fs.existsSync(path.join(publicDir, posterFile(video.poster, width, format)))).toBe(true);
      }
    }
  });
});
