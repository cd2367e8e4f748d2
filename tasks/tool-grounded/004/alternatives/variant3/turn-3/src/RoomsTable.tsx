import { Room } from './api';

export default function RoomsTable({ rooms }: { rooms: Room[] }) {
  return (
    <section className="card">
      <h2>Rooms</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Seats</th>
            <th scope="col">Location</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td>{r.capacity === 1 ? '1 seat' : `${r.capacity} seats`}</td>
              <td>{r.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
