import type { Dilution } from './types';

type Props = {
  rows: Dilution[];
  onRemove: (id: number) => void;
};

export default function PrepList({ rows, onRemove }: Props) {
  const totalMl = rows.reduce((sum, row) => sum + row.stockMl, 0);

  return (
    <section className="prep">
      <h2>Prep list</h2>
      {rows.length === 0 ? (
        <p className="prep__empty">No dilutions yet</p>
      ) : (
        <>
          <table className="prep__table">
            <thead>
              <tr>
                <th scope="col">Reagent</th>
                <th scope="col">Stock (mM)</th>
                <th scope="col">Target (mM)</th>
                <th scope="col">Final volume (mL)</th>
                <th scope="col">Stock to add (mL)</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.reagent}</td>
                  <td>{row.stock}</td>
                  <td>{row.target}</td>
                  <td>{row.volume}</td>
                  <td>{row.stockMl.toFixed(2)}</td>
                  <td className="prep__action">
                    <button type="button" className="btn btn--quiet" onClick={() => onRemove(row.id)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="prep__total">
            Total stock needed: <strong>{totalMl.toFixed(2)} mL</strong>
          </p>
        </>
      )}
    </section>
  );
}
