import { useState } from "react";
import { planName, roomTypeName } from "./api";
import type { Property, ResRow } from "./api";

interface Props {
  property: Property | null;
  rows: ResRow[] | null;
  businessDate: string;
  busy: boolean;
  onQuote: (row: ResRow) => void;
}

export default function UpcomingStays({ property, rows, businessDate, busy, onQuote }: Props) {
  const [find, setFind] = useState("");
  const needle = find.trim().toLowerCase();
  const all = rows ?? [];
  const visible = needle ? all.filter((row) => row.guest_name.toLowerCase().includes(needle)) : all;
  const count = needle ? `${visible.length} of ${all.length} booked` : `${all.length} booked`;

  return (
    <section className="card" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming stays</h2>
      <div className="search-row">
        <label>
          Find guest
          <input type="text" value={find} onChange={(e) => setFind(e.target.value)} />
        </label>
        {rows !== null && <p className="count-line">{count}</p>}
      </div>
      {rows === null ? (
        <p className="muted">Loading reservations…</p>
      ) : visible.length === 0 && needle ? (
        <p className="muted">No booked stay matches</p>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Reservation</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Room type</th>
                  <th scope="col">Arrival</th>
                  <th scope="col">Departure</th>
                  <th scope="col">Nights</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{row.guest_name}</td>
                    <td>{roomTypeName(property, row.room_type)}</td>
                    <td>{row.arrival}</td>
                    <td>{row.departure}</td>
                    <td className="num">{row.nights}</td>
                    <td>{planName(property, row.rate_plan)}</td>
                    <td>
                      {businessDate !== "" && row.arrival >= businessDate && (
                        <button
                          type="button"
                          className="secondary small"
                          disabled={busy}
                          onClick={() => onQuote(row)}
                        >
                          Quote cancellation
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
