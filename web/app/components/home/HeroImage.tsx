import { HERO_HEIGHT, HERO_IMAGE, HERO_WIDTH, heroDescription } from './hero-dashboard-data';

/**
 * The hero's dashboard illustration as an image: the SVG file make-hero.tsx draws, so the
 * page's JavaScript does not carry the drawing. Width and height reserve its shape.
 */
export function HeroImage() {
  return <img className="hero__art" src={HERO_IMAGE} alt={heroDescription} width={HERO_WIDTH} height={HERO_HEIGHT} decoding="async" />;
}
