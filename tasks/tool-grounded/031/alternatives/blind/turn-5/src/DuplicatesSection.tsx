import type { DuplicateRow } from "./api";
import { formatStatus } from "./api";

interface Props {
  rows: DuplicateRow[];
  onCancel: (row: DuplicateRow) => void;
  busy: boolean;
  message: string | null;
  error: string | null;
}

export default function DuplicatesSection({ rows, onCancel, busy, message, error }: Props) {
  return (
    <section className="panel" aria-labelledby="dup-heading">
      <h2 id="dup-heading">Duplicates</h2>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {rows.length === 0 ? (
        <p className="empty">No duplicates</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Work order</th>
              <th scope="col">Title</th>
              <th scope="col">Schedule</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.title}</td>
                <td>{r.schedule_id}</td>
                <td>{formatStatus(r.status)}</td>
                <td>
                  <button type="button" onClick={() => onCancel(r)} disabled={busy}>
                    Cancel duplicate
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
