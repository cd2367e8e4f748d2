import { byStart } from "./rules";
import { formatRange } from "./time";
import type { Room, Talk } from "./types";

interface Props {
  room: Room;
  talks: Talk[];
}

export default function RoomSection({ room, talks }: Props) {
  const roomTalks = talks.filter((t) => t.room === room).sort(byStart);

  return (
    <section className="room card" aria-labelledby={`room-${room}`}>
      <h2 id={`room-${room}`}>{room}</h2>
      {roomTalks.length === 0 ? (
        <p className="muted">No talks yet</p>
      ) : (
        <ul className="talk-list">
          {roomTalks.map((talk) => (
            <li key={talk.id} className="talk">
              <span className="talk-text">
                {formatRange(talk.start, talk.end)} {talk.title}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
