import { renderToStaticMarkup } from 'react-dom/server';
import { HeroDashboard } from './HeroDashboard';

/** The dashboard illustration as the text of an SVG file. */
export function heroSvg(): string {
  return `${renderToStaticMarkup(<HeroDashboard />)}\n`;
}
