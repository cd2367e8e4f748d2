import type { Booking } from "../lib/desk";

type Props = {
  arrivals: Booking[];
  typeName: (code: string) => string;
  onCheckIn: (guest: Booking) => void;
};

export default function ArrivalsTable({ arrivals, typeName, onCheckIn }: Props) {
  if (arrivals.length === 0) return <p className="muted">Nobody is due to arrive today.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Reservation</th>
          <th scope="col">Guest</th>
          <th scope="col">Room type</th>
          <th scope="col" className="num">
            Nights
          </th>
          <th scope="col">Room</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {arrivals.map((guest) => {
          const expected = guest.status === "booked";
          return (
            <tr key={guest.id}>
              <td className="code">{guest.id}</td>
              <td>{guest.guest_name}</td>
              <td>{typeName(guest.room_type)}</td>
              <td className="num">{guest.nights}</td>
              <td>{guest.room ?? "None"}</td>
              <td>{expected ? "Expected" : "Checked in"}</td>
              <td>
                {expected && (
                  <button type="button" onClick={() => onCheckIn(guest)}>
                    Check in
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
