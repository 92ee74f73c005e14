import { LegalPage } from '../components/content/LegalPage';
import { privacy } from '../content/legal';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta(privacy.route);

export default function PrivacyPolicy() {
  return <LegalPage document={privacy} />;
}
