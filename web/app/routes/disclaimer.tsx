import { LegalPage } from '../components/content/LegalPage';
import { disclaimer } from '../content/legal';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta(disclaimer.route);

export default function Disclaimer() {
  return <LegalPage document={disclaimer} />;
}
