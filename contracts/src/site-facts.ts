/**
 * Facts the site's typed content holds and the chat assistant quotes exactly: the models and
 * their features, the openings, the project figures, the sensors, the parameter categories, the
 * files to download and the figures of the legal pages. The web app owns the content
 * (web/app/content); this file is generated from it (`npm run knowledge:generate`, checked by a unit test), so the assistant
 * never restates a fact by hand and a content edit changes its answers.
 */
import facts from './site-facts.json' with { type: 'json' };

export interface SiteModel {
  name: string;
  /** Who the model is for, one sentence. */
  audience: string;
}

export interface SiteFeature {
  label: string;
  /** Comparison-table section, e.g. 'Additional features'. */
  section: string;
  /** The cheapest model that has it; every later model has it too. */
  from: string;
}

export interface SiteOpening {
  title: string;
  experience: string;
  requirements: string[];
}

export interface SiteFigure {
  label: string;
  value: string;
}

export interface SiteParameterCategory {
  title: string;
  summary: string;
  items: string[];
  /** Link to the category's section on the parameters page. */
  href: string;
}

/** A file a visitor downloads from the site. */
export interface SiteDownload {
  title: string;
  description: string;
  href: string;
}

export interface SiteFacts {
  models: { route: string; names: string[]; list: SiteModel[]; features: SiteFeature[] };
  careers: { route: string; openings: SiteOpening[] };
  projects: { route: string; list: { title: string; client: string; figures: SiteFigure[] }[] };
  sensors: { route: string; list: { name: string; purpose: string }[] };
  parameters: { route: string; categories: SiteParameterCategory[] };
  /** The product brochure on the downloads page, and the annual returns on theirs. */
  downloads: { route: string; brochure: SiteDownload; annualReturnsRoute: string; annualReturns: SiteDownload[] };
  credentials: { route: string; groups: { title: string; items: string[] }[] };
  /** The results the company states for the product, and the disclaimer's word on them. */
  benefits: { route: string; list: { title: string; figure: string; text: string }[]; disclaimerRoute: string; caveat: string };
  /** What the home page says sets the product apart from other monitoring systems. */
  difference: { route: string; title: string; paragraphs: string[] };
  legal: {
    termsRoute: string;
    privacyRoute: string;
    minimumDemoAge: number;
    claimsWithin: string;
    grievancesWithin: string;
    submissionRetentionDays: number;
    cameraRetentionMonths: number;
  };
}

export const siteFacts: SiteFacts = facts;
