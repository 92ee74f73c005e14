import { brand } from '@site/contracts/brand';
import { PageBanner } from '../components/shell/PageBanner';
import { KnowledgeInfographic } from '../components/knowledge/KnowledgeInfographic';
import { knowledgePageData } from '../lib/knowledge.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/knowledge-page';

/** Every knowledge-base page: built at build time from the knowledge file whose route matches. */
export function loader({ request }: Route.LoaderArgs) {
  return knowledgePageData(new URL(request.url).pathname);
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta(location.pathname, loaderData ? { title: loaderData.title, description: loaderData.summary } : {});

export default function KnowledgePage({ loaderData }: Route.ComponentProps) {
  const { title, summary, html, infographic } = loaderData;
  return (
    <>
      <PageBanner kicker="knowledge base" title={title} />
      <div className="container section">
        <p className="lead">{summary}</p>
        {infographic.length > 0 && <KnowledgeInfographic title={title} sections={infographic} />}
        {/* Staff-written markdown from the repository's knowledge folder, rendered at build time. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="muted">
          Questions about this topic? Ask the {brand.product} Chatbot, or contact us.
        </p>
      </div>
    </>
  );
}
