declare module 'virtual:knowledge-pages' {
  import type { KnowledgePageData } from './content/knowledge-types';
  export const knowledgePages: Readonly<Record<string, () => Promise<{ default: KnowledgePageData }>>>;
}

declare module 'virtual:knowledge-index' {
  import type { KnowledgeIndexEntry } from './content/knowledge-types';
  const index: readonly KnowledgeIndexEntry[];
  export default index;
}
