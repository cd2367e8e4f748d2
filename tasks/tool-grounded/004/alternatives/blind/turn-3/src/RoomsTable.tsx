import type { Room } from "./booking";

export default function RoomsTable({ rooms }: { rooms: Room[] }) {
  return (
    <section className="panel">
      <h2>Rooms</h2>
      {rooms.length === 0 ? (
        <p className="muted">No rooms are in service.</p>
      ) : (
        <table className="plain">
          <thead>
            <tr>
              <th>Room</th>
              <th>Seats</th>
              <th>Location</th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => (
              <tr key={room.id}>
                <td>{room.name}</td>
                <td>{room.capacity} seats</td>
                <td>{room.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
