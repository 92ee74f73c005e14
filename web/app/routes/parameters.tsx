import { Link } from 'react-router';
import { PageBanner } from '../components/shell/PageBanner';
import { parameterCategories } from '../content/parameters';
import { Section } from '../components/ui/Container';
import { BulletList } from '../components/content/TextParts';

export default function Parameters() {
  return (
    <>
      <PageBanner />
      <Section>
        <ul className="grid grid--3 plain-list">
          {parameterCategories.map((category) => (
            <li key={category.id} className="card">
              <h2>{category.title}</h2>
              <p>{category.summary}</p>
              <Link to={`#${category.id}`} aria-label={`Read now: ${category.title}`}>
                Read now
              </Link>
            </li>
          ))}
        </ul>
        {parameterCategories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="parameter-section prose">
            <h2 id={`${category.id}-heading`}>{category.title}</h2>
            <BulletList items={category.items} />
          </section>
        ))}
      </Section>
    </>
  );
}
