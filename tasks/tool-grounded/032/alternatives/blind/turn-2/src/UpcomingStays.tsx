import { planName, roomTypeName } from "./api";
import type { Property, ResRow } from "./api";

interface Props {
  property: Property | null;
  rows: ResRow[] | null;
}

export default function UpcomingStays({ property, rows }: Props) {
  return (
    <section className="card" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming stays</h2>
      {rows === null ? (
        <p className="muted">Loading reservations…</p>
      ) : (
        <>
          <p className="count-line">{rows.length} booked</p>
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
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{row.guest_name}</td>
                    <td>{roomTypeName(property, row.room_type)}</td>
                    <td>{row.arrival}</td>
                    <td>{row.departure}</td>
                    <td className="num">{row.nights}</td>
                    <td>{planName(property, row.rate_plan)}</td>
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
