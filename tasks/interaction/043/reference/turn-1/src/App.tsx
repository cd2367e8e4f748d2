import { useState, type FormEvent } from "react";
import "./styles.css";
import { KEYS, formatLength, formatRunning, parseLength } from "./setlist";

type Song = { id: number; title: string; secs: number; key: string };

export default function App() {
  const [songs, setSongs] = useState<Song[]>([]);
  const [nextId, setNextId] = useState(1);
  const [title, setTitle] = useState("");
  const [length, setLength] = useState("");
  const [key, setKey] = useState("C");
  const [songMessage, setSongMessage] = useState("");

  const totalSecs = songs.reduce((sum, s) => sum + s.secs, 0);

  function addSong(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < 1 || trimmed.length > 40) {
      setSongMessage("Titles must be 1 to 40 characters");
      return;
    }
    const same = songs.find((s) => s.title.toLowerCase() === trimmed.toLowerCase());
    if (same) {
      setSongMessage(`${same.title} is already in the song list`);
      return;
    }
    const secs = parseLength(length);
    if (secs === null) {
      setSongMessage("Lengths must be m:ss from 0:30 to 15:00");
      return;
    }
    setSongs([...songs, { id: nextId, title: trimmed, secs, key }]);
    setNextId(nextId + 1);
    setTitle("");
    setLength("");
    setSongMessage("");
  }

  return (
    <main className="page">
      <h1>Setlist builder</h1>

      <section className="card" aria-labelledby="songs-heading">
        <h2 id="songs-heading">Songs</h2>
        <form className="song-form" onSubmit={addSong} noValidate>
          <label>
            Title
            <input value={title} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <label>
            Length
            <input value={length} onChange={(e) => setLength(e.target.value)} placeholder="m:ss" inputMode="numeric" />
          </label>
          <label>
            Key
            <select value={key} onChange={(e) => setKey(e.target.value)}>
              {KEYS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add song</button>
        </form>
        {songMessage && (
          <p className="message" role="alert">
            {songMessage}
          </p>
        )}
        {songs.length === 0 ? (
          <p className="empty">No songs yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Length</th>
                <th scope="col">Key</th>
              </tr>
            </thead>
            <tbody>
              {songs.map((s) => (
                <tr key={s.id}>
                  <td>{s.title}</td>
                  <td>{formatLength(s.secs)}</td>
                  <td>{s.key}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="total">
          Total: {songs.length} {songs.length === 1 ? "song" : "songs"}, {formatRunning(totalSecs)}
        </p>
      </section>
    </main>
  );
}
