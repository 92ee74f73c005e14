import { comparison, includes, models } from '../../content/models';

/**
 * The feature comparison of the five models: column headers per model, a header row per
 * section, a row header per feature, and a text alternative for every tick. Scrolls sideways
 * inside its own focusable region on narrow screens, keeping the feature column in view.
 */
export function ComparisonTable() {
  return (
    <div className="table-scroll" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className="comparison">
        <caption id="comparison-caption">Features included in each model</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {models.map((model) => (
              <th key={model.id} scope="col">
                {model.name}
              </th>
            ))}
          </tr>
        </thead>
        {comparison.map((section) => (
          <tbody key={section.id}>
            <tr className="comparison__section">
              <th scope="colgroup" colSpan={models.length + 1}>
                {section.title}
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {models.map((model) =>
                  includes(row, model.name) ? (
                    <td key={model.id} className="comparison__yes">
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">Included</span>
                    </td>
                  ) : (
                    <td key={model.id} className="comparison__no">
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">Not included</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
