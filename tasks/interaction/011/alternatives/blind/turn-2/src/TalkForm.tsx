import type { FormEvent } from "react";
import { ROOMS, type Draft, type Room } from "./types";

interface Props {
  draft: Draft;
  message: string | null;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
}

export default function TalkForm({ draft, message, onChange, onSubmit }: Props) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="talk-form card" onSubmit={handleSubmit} noValidate>
      <div className="fields">
        <div className="field field-title">
          <label htmlFor="talk-title">Title</label>
          <input
            id="talk-title"
            type="text"
            value={draft.title}
            onChange={(e) => onChange({ ...draft, title: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="talk-room">Room</label>
          <select
            id="talk-room"
            value={draft.room}
            onChange={(e) => onChange({ ...draft, room: e.target.value as Room })}
          >
            {ROOMS.map((room) => (
              <option key={room} value={room}>
                {room}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-time">
          <label htmlFor="talk-start">Start</label>
          <input
            id="talk-start"
            type="text"
            inputMode="numeric"
            placeholder="HH:MM"
            value={draft.start}
            onChange={(e) => onChange({ ...draft, start: e.target.value })}
          />
        </div>
        <div className="field field-time">
          <label htmlFor="talk-end">End</label>
          <input
            id="talk-end"
            type="text"
            inputMode="numeric"
            placeholder="HH:MM"
            value={draft.end}
            onChange={(e) => onChange({ ...draft, end: e.target.value })}
          />
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            Add talk
          </button>
        </div>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
