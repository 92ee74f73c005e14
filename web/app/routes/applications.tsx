import { CardGrid } from '../components/ui/CardGrid';
import { PageBanner } from '../components/shell/PageBanner';
import { applicationAreas } from '../content/applications';

export default function Applications() {
  return (
    <>
      <PageBanner />
      <div className="container section">
        <CardGrid cards={applicationAreas.map((area) => ({ id: area.id, title: area.title, text: area.description }))} columns={2} level={2} />
      </div>
    </>
  );
}
