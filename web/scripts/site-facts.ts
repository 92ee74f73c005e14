/**
 * Generates contracts/src/site-facts.json from the typed content (web/app/content), so the
 * chat assistant answers questions about models, openings, figures, sensors, parameters and
 * terms from the same source the pages use (see contracts/src/site-facts.ts).
 *
 *   npm run knowledge:generate                     (writes it, with the generated knowledge files)
 *   tsx web/scripts/site-facts.ts --check          (exits 1 when it is out of date)
 * A unit test runs the same check.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFacts } from '@site/contracts/site-facts';
import { careers } from '../app/content/careers';
import { annualReturns, brochure } from '../app/content/downloads';
import { credentialGroups } from '../app/content/credentials';
import {
  CAMERA_RETENTION_MONTHS,
  CLAIMS_WITHIN,
  GRIEVANCES_WITHIN,
  MINIMUM_DEMO_AGE,
  SUBMISSION_RETENTION_DAYS,
  disclaimer,
  privacy,
  terms,
} from '../app/content/legal';
import { home } from '../app/content/home';
import { MODEL_NAMES, comparison, models } from '../app/content/models';
import { parameterCategories, parameterHref } from '../app/content/parameters';
import { projects } from '../app/content/projects';
import { sensors } from '../app/content/sensors';
import { sitePages } from '../app/route-table';

export const siteFactsPath = path.resolve(import.meta.dirname, '..', '..', 'contracts', 'src', 'site-facts.json');

/** The path of the page a route module draws, from the route table (the one list of paths). */
function routeOf(file: string): string {
  const page = sitePages.find((entry) => entry.file === file);
  if (!page) throw new Error(`site facts: no page of the route table is drawn by ${file}`);
  return page.path;
}

export function siteFacts(): SiteFacts {
  return {
    models: {
      route: routeOf('routes/products.tsx'),
      names: [...MODEL_NAMES],
      list: models.map(({ name, audience }) => ({ name, audience })),
      features: comparison.flatMap((section) => section.rows.map((row) => ({ label: row.label, section: section.title, from: row.from }))),
    },
    careers: {
      route: routeOf('routes/careers.tsx'),
      openings: careers.openings.map(({ title, experience, requirements }) => ({ title, experience, requirements: [...requirements] })),
    },
    projects: {
      route: routeOf('routes/projects.tsx'),
      list: projects.map(({ title, client, figures }) => ({
        title,
        client,
        figures: figures.map(({ label, value }) => ({ label, value })),
      })),
    },
    sensors: { route: routeOf('routes/ipumpnet.tsx'), list: sensors.map(({ name, purpose }) => ({ name, purpose })) },
    parameters: {
      route: routeOf('routes/parameters.tsx'),
      categories: parameterCategories.map(({ id, title, summary, items }) => ({
        title,
        summary,
        items: [...items],
        href: parameterHref(id),
      })),
    },
    downloads: {
      route: routeOf('routes/downloads.tsx'),
      brochure: { title: brochure.title, description: brochure.description, href: brochure.href },
      annualReturnsRoute: routeOf('routes/annualreturn.tsx'),
      annualReturns: annualReturns.map(({ title, description, href }) => ({ title, description, href })),
    },
    credentials: {
      route: routeOf('routes/credentials.tsx'),
      groups: credentialGroups.map(({ title, items }) => ({ title, items: items.map((item) => item.title) })),
    },
    benefits: {
      route: routeOf('routes/home.tsx'),
      list: home.advantages.map(({ title, figure, text }) => ({ title, figure, text })),
      disclaimerRoute: disclaimer.route,
      caveat: disclaimer.sections.find((s) => s.id === 'figures')?.paragraphs.join(' ') ?? '',
    },
    difference: {
      route: routeOf('routes/home.tsx'),
      title: home.exclusivity.title,
      paragraphs: [...home.exclusivity.paragraphs],
    },
    legal: {
      termsRoute: terms.route,
      privacyRoute: privacy.route,
      minimumDemoAge: MINIMUM_DEMO_AGE,
      claimsWithin: CLAIMS_WITHIN,
      grievancesWithin: GRIEVANCES_WITHIN,
      submissionRetentionDays: SUBMISSION_RETENTION_DAYS,
      cameraRetentionMonths: CAMERA_RETENTION_MONTHS,
    },
  };
}

export const siteFactsText = (): string => `${JSON.stringify(siteFacts(), null, 2)}\n`;

export async function siteFactsStale(file = siteFactsPath): Promise<boolean> {
  return (await readFile(file, 'utf8').catch(() => null)) !== siteFactsText();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv.includes('--check')) {
    if (await siteFactsStale()) {
      console.error('site facts: contracts/src/site-facts.json is out of date with web/app/content. Run npm run knowledge:generate.');
      process.exitCode = 1;
    }
  } else {
    await writeFile(siteFactsPath, siteFactsText());
    console.log(`site facts: wrote ${path.relative(process.cwd(), siteFactsPath)}`);
  }
}
