import { PageBanner } from '../components/shell/PageBanner';
import { applicationAreas } from '../content/applications';

export default function Applications() {
  return (
    <>
      <PageBanner title="Application" />
      <div className="container section">
        <ul className="grid grid--2 plain-list">
          {applicationAreas.map((area) => (
            <li key={area.id} id={area.id} className="card">
              <h2>{area.title}</h2>
              <p>{area.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
