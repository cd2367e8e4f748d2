import { byStart, freeGaps, totalMinutes } from "./rules";
import { formatDuration, formatRange } from "./time";
import type { Room, Talk } from "./types";

interface Props {
  room: Room;
  talks: Talk[];
  onRemove: (id: number) => void;
}

export default function RoomSection({ room, talks, onRemove }: Props) {
  const roomTalks = talks.filter((t) => t.room === room).sort(byStart);
  const gaps = freeGaps(roomTalks);

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
              <span className="talk-buttons">
                <button type="button" className="small" onClick={() => onRemove(talk.id)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="talk-time">Talk time: {formatDuration(totalMinutes(roomTalks))}</p>
      <ul className="gap-list" aria-label={`Free time in ${room}`}>
        {gaps.map(([from, to]) => (
          <li key={from}>Free {formatRange(from, to)}</li>
        ))}
      </ul>
    </section>
  );
}
