import { formatHundredths, sortEntrants } from "./logic";
import { yearLabel, type Entrant } from "./types";

interface Props {
  entrants: Entrant[];
  onWithdraw: (id: number) => void;
  onReinstate: (id: number) => void;
}

export default function EntrantsTable({ entrants, onWithdraw, onReinstate }: Props) {
  const rows = sortEntrants(entrants);
  const withdrawn = entrants.filter((e) => e.withdrawn).length;
  return (
    <section className="card" aria-labelledby="entrants-heading">
      <h2 id="entrants-heading">Entrants</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Year group</th>
            <th scope="col" className="num">Best time (s)</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className={e.withdrawn ? "withdrawn" : undefined}>
              <td>{e.name}</td>
              <td>{yearLabel(e.year)}</td>
              <td className="num">{formatHundredths(e.best)}</td>
              <td>{e.withdrawn ? "Withdrawn" : "Entered"}</td>
              <td>
                {e.withdrawn ? (
                  <button type="button" className="small" onClick={() => onReinstate(e.id)}>
                    Reinstate
                  </button>
                ) : (
                  <button type="button" className="small" onClick={() => onWithdraw(e.id)}>
                    Withdraw
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="summary">
        Entrants: {entrants.length} ({withdrawn} withdrawn)
      </p>
    </section>
  );
}
