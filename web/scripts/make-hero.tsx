/**
 * Draws the home hero's dashboard illustration (web/app/components/home/HeroDashboard.tsx) into
 * web/public/images/hero-dashboard.svg, the image the page shows. Run after changing the
 * drawing or its readings (hero-dashboard-data.ts), then commit the file:
 *   cd web && npx tsx scripts/make-hero.tsx
 * HeroDashboard.test.tsx fails while the committed file differs from the drawing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { heroSvg } from '../app/components/home/hero-svg';
import { HERO_IMAGE } from '../app/components/home/hero-dashboard-data';

const target = path.resolve(import.meta.dirname, '..', 'public', HERO_IMAGE.replace(/^\//, ''));
fs.writeFileSync(target, heroSvg());
console.log(`${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`);
