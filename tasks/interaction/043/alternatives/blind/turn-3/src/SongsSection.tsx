import { useState, type FormEvent } from "react";
import { KEYS, type MusicalKey, type Song } from "./types";
import { MAX_LENGTH, MIN_LENGTH, formatTime, parseLength } from "./time";

interface Props {
  songs: Song[];
  onAdd: (title: string, seconds: number, key: MusicalKey) => void;
}

export default function SongsSection({ songs, onAdd }: Props) {
  const [title, setTitle] = useState("");
  const [length, setLength] = useState("");
  const [key, setKey] = useState<MusicalKey>("C");
  const [message, setMessage] = useState("");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < 1 || trimmed.length > 40) {
      setMessage("Titles must be 1 to 40 characters");
      return;
    }
    const existing = songs.find((s) => s.title.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessage(`${existing.title} is already in the song list`);
      return;
    }
    const seconds = parseLength(length);
    if (seconds === null || seconds < MIN_LENGTH || seconds > MAX_LENGTH) {
      setMessage("Lengths must be m:ss from 0:30 to 15:00");
      return;
    }
    onAdd(trimmed, seconds, key);
    setTitle("");
    setLength("");
    setMessage("");
  }

  const total = songs.reduce((sum, s) => sum + s.seconds, 0);
  const countText = songs.length === 1 ? "1 song" : `${songs.length} songs`;

  return (
    <section className="card" aria-labelledby="songs-heading">
      <h2 id="songs-heading">Songs</h2>
      <form className="song-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="song-title">Title</label>
          <input id="song-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field field-narrow">
          <label htmlFor="song-length">Length</label>
          <input
            id="song-length"
            type="text"
            value={length}
            onChange={(e) => setLength(e.target.value)}
          />
        </div>
        <div className="field field-narrow">
          <label htmlFor="song-key">Key</label>
          <select id="song-key" value={key} onChange={(e) => setKey(e.target.value as MusicalKey)}>
            {KEYS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add song</button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {songs.length === 0 ? (
        <p className="muted">No songs yet</p>
      ) : (
        <table className="songs-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Length</th>
              <th scope="col">Key</th>
            </tr>
          </thead>
          <tbody>
            {songs.map((song) => (
              <tr key={song.id}>
                <td>{song.title}</td>
                <td>{formatTime(song.seconds)}</td>
                <td>{song.key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="total">
        Total: {countText}, {formatTime(total)}
      </p>
    </section>
  );
}
