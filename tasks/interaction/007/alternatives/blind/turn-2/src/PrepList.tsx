import { fixed } from "./dilution";
import { plain, type PrepEntry } from "./prep";

type Props = {
  entries: PrepEntry[];
  onRemove: (id: number) => void;
};

export default function PrepList({ entries, onRemove }: Props) {
  const total = entries.reduce((sum, entry) => sum + entry.stockMl, 0);

  return (
    <section className="prep">
      <h2>Prep list</h2>
      {entries.length === 0 ? (
        <p className="notice">No dilutions yet</p>
      ) : (
        <>
          <table>
            <thead>
              <tr>
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
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{plain(entry.stock)}</th>
                  <td>{plain(entry.target)}</td>
                  <td>{plain(entry.final)}</td>
                  <td>{fixed(entry.stockMl, 2)}</td>
                  <td>
                    <button type="button" className="ghost" onClick={() => onRemove(entry.id)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="total">Total stock needed: {fixed(total, 2)} mL</p>
        </>
      )}
    </section>
  );
}
