/** The shapes of knowledge-file data as pages receive it (built by web/scripts/knowledge-pages.ts). */

export interface InfographicSection {
  heading: string;
  points: string[];
}

export interface KnowledgePageData {
  title: string;
  summary: string;
  /** The file's markdown rendered to HTML at build time. */
  html: string;
  infographic: InfographicSection[];
}
