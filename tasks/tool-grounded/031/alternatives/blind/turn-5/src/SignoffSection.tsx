import type { SignoffRow } from "./api";
import { formatUsd } from "./api";

interface Props {
  rows: SignoffRow[];
  onClose: (row: SignoffRow) => void;
  busy: boolean;
  message: string | null;
  error: string | null;
}

export default function SignoffSection({ rows, onClose, busy, message, error }: Props) {
  return (
    <section className="panel" aria-labelledby="signoff-heading">
      <h2 id="signoff-heading">Awaiting sign-off</h2>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {rows.length === 0 ? (
        <p className="empty">Nothing awaiting sign-off</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Work order</th>
              <th scope="col">Schedule</th>
              <th scope="col">Result</th>
              <th scope="col">Cost</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.schedule_id ?? ""}</td>
                <td>{r.met_target ? "On target" : "Late"}</td>
                <td className="num">{formatUsd(r.total_cost)}</td>
                <td>
                  <button type="button" onClick={() => onClose(r)} disabled={busy}>
                    Close
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
