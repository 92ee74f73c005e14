/**
 * Files on /downloads and /annualreturn. The brochure is generated from the product content at
 * build time and the annual returns are SAMPLE PDFs, both by web/scripts/sample-files.ts.
 */

export interface DownloadItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly href: string;
}

export const brochure: DownloadItem = {
  id: 'brochure',
  title: 'Product brochure',
  description: 'The product, its components and sensors, the five models and how they compare (PDF).',
  href: '/download/brochure/brochure.pdf',
};

export interface AnnualReturn extends DownloadItem {
  /** Financial year, e.g. '2021-22'. */
  readonly financialYear: string;
}

export const annualReturns: readonly AnnualReturn[] = [
  {
    id: 'annual-return-2021-22',
    financialYear: '2021-22',
    title: 'Annual return 2021-22',
    description: 'Sample document: annual return for the financial year 2021-22 (PDF).',
    href: '/download/annual-return/annual-return-2021-22.pdf',
  },
  {
    id: 'annual-return-2022-23',
    financialYear: '2022-23',
    title: 'Annual return 2022-23',
    description: 'Sample document: annual return for the financial year 2022-23 (PDF).',
    href: '/download/annual-return/annual-return-2022-23.pdf',
  },
];
