import { LegalPage } from '../components/content/LegalPage';
import { privacy } from '../content/legal';

export default function PrivacyPolicy() {
  return <LegalPage document={privacy} />;
}
