import { ComparisonTable } from '../components/products/ComparisonTable';
import { PageBanner } from '../components/shell/PageBanner';
import { models } from '../content/models';

export default function Products() {
  return (
    <>
      <PageBanner title="Products and Solutions" />
      <div className="container section">
        <h2>Five models</h2>
        <ul className="grid grid--3 plain-list">
          {models.map((model) => (
            <li key={model.id} className="card">
              <h3>{model.name}</h3>
              <p>{model.audience}</p>
            </li>
          ))}
        </ul>
        <h2>Compare the models</h2>
        <ComparisonTable />
      </div>
    </>
  );
}
