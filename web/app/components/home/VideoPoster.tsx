import { posterSrcSet } from '../../content/posters';

/** The poster is at most 640 px wide (the video's width), else the container's width. */
const POSTER_SIZES = '(min-width: 672px) 640px, calc(100vw - 2rem)';

/**
 * A video's poster as a picture in AVIF or WebP at the width the screen needs, JPEG where
 * neither is supported. Lazy, so the poster of a hidden tab loads only once its tab is shown
 * (a `poster` attribute would load at once and offers no `srcset`).
 */
export function VideoPoster({ poster, width, height }: { poster: string; width: number; height: number }) {
  return (
    <picture className="video__poster">
      <source type="image/avif" srcSet={posterSrcSet(poster, 'avif')} sizes={POSTER_SIZES} />
      <source type="image/webp" srcSet={posterSrcSet(poster, 'webp')} sizes={POSTER_SIZES} />
      <img src={poster} alt="" width={width} height={height} loading="lazy" decoding="async" />
    </picture>
  );
}
