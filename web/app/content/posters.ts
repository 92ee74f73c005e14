/**
 * The modern-format copies of a video poster that web/scripts/make-posters.ts writes beside
 * the JPEG: one file per width and format, named `<poster>-<width>.<format>`.
 */
export const POSTER_WIDTHS = [320, 640] as const;
export const POSTER_FORMATS = ['avif', 'webp'] as const;

export type PosterFormat = (typeof POSTER_FORMATS)[number];

/** `/media/iiot-architecture.jpg`, 320, 'webp' -> `/media/iiot-architecture-320.webp`. */
export function posterFile(poster: string, width: number, format: PosterFormat): string {
  return `${poster.replace(/\.[a-z]+$/, '')}-${width}.${format}`;
}

/** The `srcset` of one format: every width, described by its width. */
export function posterSrcSet(poster: string, format: PosterFormat): string {
  return POSTER_WIDTHS.map((width) => `${posterFile(poster, width, format)} ${width}w`).join(', ');
}
