import { LegalPage } from '../components/content/LegalPage';
import { terms } from '../content/legal';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta(terms.route);

export default function TermsConditions() {
  return <LegalPage document={terms} />;
}
