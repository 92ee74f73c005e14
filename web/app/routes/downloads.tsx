import { DocumentPage } from '../components/media/DocumentList';
import { brochure } from '../content/downloads';

export default function Downloads() {
  return <DocumentPage documents={[{ ...brochure, detail: brochure.description, kind: 'pdf' }]} />;
}
