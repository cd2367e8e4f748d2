import type { ResRow } from "./api";
import { formatCents, statusLabel, toCents } from "./format";

interface Props {
  rows: ResRow[] | null;
  error: string;
  onOpen: (id: string) => void;
}

export default function CreditsSection({ rows, error, onOpen }: Props) {
  const totalCents = (rows ?? []).reduce((sum, r) => sum - toCents(r.balance), 0);
  return (
    <section className="panel" aria-labelledby="credits-heading">
      <h2 id="credits-heading">Credits owed</h2>
      {error && <p className="message">{error}</p>}
      {rows === null ? (
        !error && <p>Reading the bills…</p>
      ) : rows.length === 0 ? (
        <p>No credits owed</p>
      ) : (
        <>
          <p>
            {rows.length === 1 ? "1 bill owes" : `${rows.length} bills owe`} {formatCents(totalCents)} back
          </p>
          <table>
            <thead>
              <tr>
                <th>Reservation</th>
                <th>Guest</th>
                <th>Status</th>
                <th className="num">Credit</th>
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
                  <td className="num">{formatCents(-toCents(r.balance))}</td>
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
