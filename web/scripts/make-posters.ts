/**
 * Writes the How-it-works posters in modern formats: for each JPEG poster that
 * web/scripts/make-videos.sh draws, an AVIF and a WebP at every width in POSTER_WIDTHS, which
 * the home page offers through `srcset` (web/app/components/home/VideoPoster.tsx). The JPEG
 * stays as the fallback for browsers without either format.
 *
 * Run by make-videos.sh after it draws the posters; alone: `npx tsx web/scripts/make-posters.ts`.
 * Then commit web/public/media.
 */
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { posterFile, POSTER_FORMATS, POSTER_WIDTHS } from '../app/content/posters';
import { home } from '../app/content/home';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

/** Quality settings for flat diagrams: small files without visible banding around text. */
const encode = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 6 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 6 }),
} satisfies Record<(typeof POSTER_FORMATS)[number], (image: Sharp) => Sharp>;

async function main() {
  for (const { video } of home.howItWorks) {
    const source = path.join(publicDir, video.poster);
    for (const width of POSTER_WIDTHS) {
      for (const format of POSTER_FORMATS) {
        const target = path.join(publicDir, posterFile(video.poster, width, format));
        const info = await encode[format](sharp(source).resize({ width })).toFile(target);
        console.log(`${path.relative(process.cwd(), target)} (${info.size} bytes)`);
      }
    }
  }
}

await main();
