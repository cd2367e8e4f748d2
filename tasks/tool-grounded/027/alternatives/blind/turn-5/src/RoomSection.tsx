import type { Housekeeping, Room } from "./guesthouse";

export interface RoomAction {
  label: string;
  target: Housekeeping;
}

interface Props {
  heading: string;
  rooms: Room[];
  actions: RoomAction[];
  arrivalRooms: Set<string>;
  heldFor: Map<string, string[]>;
  busy: boolean;
  onChange: (room: Room, target: Housekeeping) => void;
}

export function roomLine(room: Room, arrivalToday: boolean, holders: string[]): string {
  const parts = [room.number, room.room_type_name, room.occupant_name ?? "Vacant"];
  if (room.note && room.note.trim() !== "") parts.push(room.note);
  if (arrivalToday) parts.push("Arrival today");
  if (room.housekeeping === "out_of_order" && holders.length > 0) parts.push(`Held for ${holders.join(", ")}`);
  return parts.join(" · ");
}

export default function RoomSection({ heading, rooms, actions, arrivalRooms, heldFor, busy, onChange }: Props) {
  const headingId = `section-${heading.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section className="room-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {rooms.length === 0 ? (
        <p className="empty">No rooms</p>
      ) : (
        <ul className="room-list">
          {rooms.map((room) => (
            <li key={room.number} className="room-row">
              <span className="room-line">
                {roomLine(room, arrivalRooms.has(room.number), heldFor.get(room.number) ?? [])}
              </span>
              {actions.length > 0 && (
                <span className="room-actions">
                  {actions.map((action) => (
                    <button
                      key={action.label}
                      type="button"
                      className={action.target === "out_of_order" ? "secondary" : undefined}
                      disabled={busy}
                      onClick={() => onChange(room, action.target)}
                    >
                      {action.label}
                    </button>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
