import { formatHundredths, sortEntrants } from "./logic";
import { yearLabel, type Entrant } from "./types";

interface Props {
  entrants: Entrant[];
}

export default function EntrantsTable({ entrants }: Props) {
  const rows = sortEntrants(entrants);
  return (
    <section className="card" aria-labelledby="entrants-heading">
      <h2 id="entrants-heading">Entrants</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Year group</th>
            <th scope="col" className="num">Best time (s)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>{e.name}</td>
              <td>{yearLabel(e.year)}</td>
              <td className="num">{formatHundredths(e.best)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="summary">Entrants: {entrants.length}</p>
    </section>
  );
}
