import { noShowFeeCents, roomTypeName } from "./api";
import type { Property, ResRow } from "./api";
import { usdFromCents } from "./money";

interface Props {
  property: Property | null;
  rows: ResRow[] | null;
  busy: boolean;
  outcome: { ok: boolean; text: string } | null;
  onMark: (row: ResRow) => void;
}

export default function NoShows({ property, rows, busy, outcome, onMark }: Props) {
  return (
    <section className="card" aria-labelledby="noshow-heading">
      <h2 id="noshow-heading">No-shows to review</h2>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "notice" : "alert"}>
          {outcome.text}
        </p>
      )}
      {rows === null ? (
        <p className="muted">Loading reservations…</p>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Reservation</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Arrival</th>
                  <th scope="col">Room type</th>
                  <th scope="col" className="num">
                    Fee
                  </th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const fee = noShowFeeCents(property, row);
                  return (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{row.guest_name}</td>
                      <td>{row.arrival}</td>
                      <td>{roomTypeName(property, row.room_type)}</td>
                      <td className="num">{fee === null ? "Unknown plan" : usdFromCents(fee)}</td>
                      <td>
                        <button type="button" className="secondary small" disabled={busy} onClick={() => onMark(row)}>
                          Mark no-show
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {rows.length === 0 && <p className="muted">No booked guest is overdue.</p>}
        </>
      )}
    </section>
  );
}
