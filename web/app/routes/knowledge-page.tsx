import { brand } from '@site/contracts/brand';
import { Link } from 'react-router';
import { KnowledgeInfographic } from '../components/knowledge/KnowledgeInfographic';
import { PageBanner } from '../components/shell/PageBanner';
import type { KnowledgePageData } from '../content/knowledge-types';
import { Section } from '../components/ui/Container';

/** Every knowledge-base page: heading, infographic and text, all from the page's knowledge file. */
export default function KnowledgePage({ data }: { data: KnowledgePageData }) {
  const { title, summary, html, infographic } = data;
  return (
    <>
      <PageBanner kicker="knowledge base" title={title} />
      <Section>
        <p className="lead">{summary}</p>
        {infographic.length > 0 && <KnowledgeInfographic title={title} sections={infographic} />}
        {/* Staff-written markdown from the repository's knowledge folder, rendered at build time. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="muted">
          Questions about this topic? Ask the {brand.product} Chatbot, or <Link to="/contact-us">contact us</Link>.
        </p>
      </Section>
    </>
  );
}
