import { useState, type FormEvent } from "react";
import "./styles.css";
import { KEYS, formatLength, formatRunning, parseLength } from "./setlist";
import { SET_LIMIT } from "./setlist";

type Song = { id: number; title: string; secs: number; key: string };
type Slot = "Set 1" | "Set 2";
const SLOTS: Slot[] = ["Set 1", "Set 2"];
type Placement = Record<Slot, number[]>;

function emptyPlacement(): Placement {
  return { "Set 1": [], "Set 2": [] };
}

/** How a slot is named inside a sentence: "Set 1", "the Encore". */
function slotPhrase(slot: Slot): string {
  return slot === "Set 1" || slot === "Set 2" ? slot : "the Encore";
}

export default function App() {
  const [songs, setSongs] = useState<Song[]>([]);
  const [nextId, setNextId] = useState(1);
  const [title, setTitle] = useState("");
  const [length, setLength] = useState("");
  const [key, setKey] = useState("C");
  const [songMessage, setSongMessage] = useState("");
  const [placement, setPlacement] = useState<Placement>(emptyPlacement);
  const [songChoice, setSongChoice] = useState<number | null>(null);
  const [slotChoice, setSlotChoice] = useState<Slot>("Set 1");
  const [buildMessage, setBuildMessage] = useState("");

  const totalSecs = songs.reduce((sum, s) => sum + s.secs, 0);
  const songById = (id: number) => songs.find((s) => s.id === id)!;
  const slotSecs = (slot: Slot, p: Placement = placement) => p[slot].reduce((sum, id) => sum + songById(id).secs, 0);
  const placedIn = (id: number) => SLOTS.find((slot) => placement[slot].includes(id));
  const chosenSong = songs.find((s) => s.id === songChoice) ?? songs[0];

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

  /** Why a slot may not take the placement `next`, or "" when it may. */
  function limitRefusal(slot: Slot, next: Placement): string {
    const would = slotSecs(slot, next);
    if (would > SET_LIMIT) return `${slot} would run ${formatRunning(would)}, over the 45:00 limit`;
    return "";
  }

  function addToSet() {
    const song = chosenSong;
    if (!song) return;
    const where = placedIn(song.id);
    if (where) {
      setBuildMessage(`${song.title} is already in ${slotPhrase(where)}`);
      return;
    }
    const next = { ...placement, [slotChoice]: [...placement[slotChoice], song.id] };
    const refusal = limitRefusal(slotChoice, next);
    if (refusal) {
      setBuildMessage(refusal);
      return;
    }
    setPlacement(next);
    setBuildMessage("");
  }

  function renderSlot(slot: Slot) {
    const ids = placement[slot];
    const headingId = `slot-${slot.replace(/\s+/g, "-").toLowerCase()}`;
    return (
      <section className="card" aria-labelledby={headingId} key={slot}>
        <h2 id={headingId}>{slot}</h2>
        {ids.length === 0 ? (
          <p className="empty">No songs in this set</p>
        ) : (
          <ul className="lines">
            {ids.map((id, i) => {
              const s = songById(id);
              return (
                <li key={id} className="line">
                  <span className="line-text">
                    {i + 1}. {s.title} ({formatLength(s.secs)}, {s.key})
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className="running">Running time: {formatRunning(slotSecs(slot))}</p>
      </section>
    );
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

      <section className="card" aria-labelledby="build-heading">
        <h2 id="build-heading">Build sets</h2>
        <div className="build-row">
          <label>
            Song
            <select value={chosenSong ? String(chosenSong.id) : ""} onChange={(e) => setSongChoice(Number(e.target.value))}>
              {songs.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Set
            <select value={slotChoice} onChange={(e) => setSlotChoice(e.target.value as Slot)}>
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={addToSet}>
            Add to set
          </button>
        </div>
        {buildMessage && (
          <p className="message" role="alert">
            {buildMessage}
          </p>
        )}
      </section>

      {SLOTS.map((slot) => renderSlot(slot))}
    </main>
  );
}
