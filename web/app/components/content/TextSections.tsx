import type { TextSection } from '../../content/product';
import { Paragraphs } from './TextParts';

/** Titled sections of paragraphs (about, technology, product description). */
export function TextSections({ sections, level = 2 }: { sections: readonly TextSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return sections.map((section) => (
    <section key={section.id} id={section.id} className="text-section">
      <Heading id={`${section.id}-heading`}>{section.title}</Heading>
      <Paragraphs texts={section.paragraphs} />
    </section>
  ));
}
