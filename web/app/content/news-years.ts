/**
 * Which page shows which year of news, newest first: the newest year is 'News', the older ones
 * are archives. The route table makes a page of each entry (all share routes/media.tsx); the
 * year's items are its list in news.ts. Kept apart from the lists so that the route table,
 * which every page loads, carries no news items. A new year: an entry here, its list there.
 */
export interface NewsYear {
  /** The page that shows the year. */
  readonly path: string;
  readonly year: number;
  /** How the year's items are published: online articles, or PDFs of press clippings. */
  readonly published: 'online' | 'pdf';
}

export const newsYears: readonly NewsYear[] = [
  { path: '/media', year: 2025, published: 'online' },
  { path: '/media2024', year: 2024, published: 'pdf' },
  { path: '/media2023', year: 2023, published: 'pdf' },
];

/** The label of a year's button: 'News 2025' for the newest, 'ARCHIVE 2023' for the others. */
export function newsYearLabel(year: number): string {
  const newest = Math.max(...newsYears.map((entry) => entry.year));
  return year === newest ? `News ${year}` : `ARCHIVE ${year}`;
}
