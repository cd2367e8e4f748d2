import type { RoomRow } from "./api";

function countLine(count: number): string {
  if (count === 0) return "No rooms to turn";
  return count === 1 ? "1 room to turn" : `${count} rooms to turn`;
}

export default function RoomsToTurn({ rooms }: { rooms: RoomRow[] }) {
  return (
    <>
      <p className="summary">{countLine(rooms.length)}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Room type</th>
            <th scope="col">Floor</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.number}>
              <td>{room.number}</td>
              <td>{room.room_type_name}</td>
              <td>{room.floor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
