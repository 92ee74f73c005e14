import { LegalPage } from '../components/content/LegalPage';
import { disclaimer } from '../content/legal';

export default function Disclaimer() {
  return <LegalPage document={disclaimer} />;
}
