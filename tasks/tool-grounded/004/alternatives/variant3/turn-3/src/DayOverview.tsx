import { DayRow } from './api';
import { dayLabel } from './week';

interface Props {
  date: string;
  rows: DayRow[] | null;
  error: string | null;
}

export default function DayOverview({ date, rows, error }: Props) {
  return (
    <section className="card">
      <h2>Day overview</h2>
      {error ? (
        <p className="flash bad" role="alert">
          {error}
        </p>
      ) : rows === null ? (
        <p className="quiet">Loading the day…</p>
      ) : (
        <table className="grid">
          <caption className="cap">{dayLabel(date)}</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Slots</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.resource_id}>
                <th scope="row">{r.name}</th>
                <td>{`${r.booked_slots} booked · ${r.free_slots} free`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
