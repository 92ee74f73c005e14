import { DocumentPage } from '../components/media/DocumentList';
import { annualReturns } from '../content/downloads';

export default function AnnualReturn() {
  return <DocumentPage documents={annualReturns.map((item) => ({ ...item, detail: item.description, kind: 'pdf' }))} />;
}
