import { useState } from "react";
import { joinWaitlist, reasonOf, type Room } from "./booking";

type Props = {
  rooms: Room[];
  date: string;
  onJoined: () => Promise<void> | void;
};

export default function JoinWaitlist({ rooms, date, onJoined }: Props) {
  const byName = [...rooms].sort((a, b) => a.name.localeCompare(b.name));
  const [person, setPerson] = useState("");
  const [roomId, setRoomId] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = byName.find((r) => r.id === roomId) ?? byName[0];

  async function add() {
    const name = person.trim();
    if (!name) {
      setNote({ ok: false, text: "Enter a name first" });
      return;
    }
    if (!chosen) return;
    setBusy(true);
    try {
      const position = await joinWaitlist(chosen.id, date, name);
      setNote({ ok: true, text: `${name} is number ${position} for ${chosen.name}` });
      setPerson("");
    } catch (err) {
      setNote({ ok: false, text: reasonOf(err) });
    }
    await onJoined();
    setBusy(false);
  }

  return (
    <div className="join">
      <div className="toolbar">
        <label className="field">
          <span>Person</span>
          <input type="text" value={person} onChange={(e) => setPerson(e.target.value)} />
        </label>
        <label className="field">
          <span>Room</span>
          <select value={chosen?.id ?? ""} onChange={(e) => setRoomId(e.target.value)}>
            {byName.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={busy || !chosen} onClick={add}>
          Add to waitlist
        </button>
      </div>
      {note &&
        (note.ok ? (
          <p className="done" role="status">
            {note.text}
          </p>
        ) : (
          <p className="trouble" role="alert">
            {note.text}
          </p>
        ))}
    </div>
  );
}
