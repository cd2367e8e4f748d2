import type { ResRow } from "./api";
import { money, plural, statusLabel } from "./format";

interface Props {
  text: string;
  rows: ResRow[];
  onOpen: (id: string) => void;
}

export default function MatchesSection({ text, rows, onOpen }: Props) {
  return (
    <section className="panel" aria-labelledby="matches-heading">
      <h2 id="matches-heading">Matches</h2>
      {rows.length === 0 ? (
        <p>No guest matches "{text}"</p>
      ) : (
        <>
          <p>{plural(rows.length, "match", "matches")}</p>
          <table>
            <thead>
              <tr>
                <th>Reservation</th>
                <th>Guest</th>
                <th>Status</th>
                <th>Stay</th>
                <th className="num">Balance</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.guest_name}</td>
                  <td>{statusLabel(r.status)}</td>
                  <td>
                    {r.arrival} to {r.departure}
                  </td>
                  <td className="num">{money(r.balance)}</td>
                  <td>
                    <button type="button" onClick={() => onOpen(r.id)}>
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
