import { useState, type FormEvent } from "react";
import type { Song } from "./types";
import { SET_NAMES, type SetName } from "./sets";

interface Props {
  songs: Song[];
  message: string;
  onAdd: (songId: number, target: SetName) => void;
}

export default function BuildSets({ songs, message, onAdd }: Props) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [target, setTarget] = useState<SetName>("Set 1");

  const selected = songs.find((s) => s.id === chosenId) ?? songs[0];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    onAdd(selected.id, target);
  }

  return (
    <section className="card" aria-labelledby="build-heading">
      <h2 id="build-heading">Build sets</h2>
      <form className="build-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="build-song">Song</label>
          <select
            id="build-song"
            value={selected ? String(selected.id) : ""}
            onChange={(e) => setChosenId(Number(e.target.value))}
            disabled={songs.length === 0}
          >
            {songs.map((song) => (
              <option key={song.id} value={song.id}>
                {song.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-narrow">
          <label htmlFor="build-set">Set</label>
          <select id="build-set" value={target} onChange={(e) => setTarget(e.target.value as SetName)}>
            {SET_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add to set</button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
