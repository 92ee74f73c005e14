import { Link } from 'react-router';
import { PageBanner } from '../components/shell/PageBanner';
import { notFoundPage } from '../route-table';
import { Section } from '../components/ui/Container';

/** The designed page for unknown paths; servers answer it with HTTP status 404. */
export default function NotFound() {
  return (
    <>
      <PageBanner title={notFoundPage.title} />
      <Section inner="prose">
        <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
        <ul>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to="/knowledge-base">Browse the knowledge base</Link>
          </li>
          <li>
            <Link to="/contact-us">Contact us</Link> and we will help you find it.
          </li>
        </ul>
      </Section>
    </>
  );
}
