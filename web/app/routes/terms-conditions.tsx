import { LegalPage } from '../components/content/LegalPage';
import { terms } from '../content/legal';

export default function TermsConditions() {
  return <LegalPage document={terms} />;
}
