import { ROOMS, type Talk } from "./types";
import { formatRange } from "./time";

interface Props {
  talks: Talk[];
  editingId: number | null;
  onEdit: (talk: Talk) => void;
  onRemove: (id: number) => void;
}

function programmeOrder(a: Talk, b: Talk): number {
  if (a.start !== b.start) return a.start - b.start;
  return ROOMS.indexOf(a.room) - ROOMS.indexOf(b.room);
}

export default function ProgrammeList({ talks, editingId, onEdit, onRemove }: Props) {
  const ordered = [...talks].sort(programmeOrder);

  return (
    <section className="programme card" aria-labelledby="programme-heading">
      <h2 id="programme-heading">All talks by start time</h2>
      {ordered.length === 0 ? (
        <p className="muted">No talks yet</p>
      ) : (
        <ul className="talk-list">
          {ordered.map((talk) => (
            <li key={talk.id} className={talk.id === editingId ? "talk editing" : "talk"}>
              <span className="talk-text">
                {`${formatRange(talk.start, talk.end)} ${talk.title} · ${talk.room}`}
              </span>
              <span className="talk-buttons">
                <button type="button" className="small" onClick={() => onEdit(talk)}>
                  Edit
                </button>
                <button type="button" className="small" onClick={() => onRemove(talk.id)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
