import { useState } from "react";
import type { Player } from "./ladder";

interface Props {
  players: Player[];
  onJoin: (name: string) => void;
}

export default function AddMemberSection({ players, onJoin }: Props) {
  const [name, setName] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  function join() {
    const trimmed = name.trim();
    if (trimmed === "") {
      setMessage("Enter a name");
      return;
    }
    const existing = players.find((p) => p.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessage(`${existing.name} is already on the ladder`);
      return;
    }
    onJoin(trimmed);
    setName("");
    setMessage(null);
  }

  return (
    <section className="panel" aria-labelledby="add-member-heading">
      <h2 id="add-member-heading">Add member</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor="member-name">Name</label>
          <input id="member-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="button" onClick={join}>
          Join ladder
        </button>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
