import { useState } from "react";
import type { FormEvent } from "react";
import "./styles.css";
import PartsTable from "./PartsTable";
import {
  MARKS,
  PARTS,
  START_SINGERS,
  attendanceOf,
  attendanceText,
  isEligible,
  isRealDate,
  markOf,
  nameKey,
  partCounts,
  tallyText,
} from "./logic";
import type { Mark, Marks, Part, Singer } from "./logic";

export default function App() {
  const [singers, setSingers] = useState<Singer[]>(START_SINGERS);
  const [nextId, setNextId] = useState(START_SINGERS.length + 1);
  const [name, setName] = useState("");
  const [part, setPart] = useState<Part>("Soprano");
  const [singerMsg, setSingerMsg] = useState("");

  const [rehearsals, setRehearsals] = useState<string[]>([]);
  const [date, setDate] = useState("");
  const [rehearsalMsg, setRehearsalMsg] = useState("");
  const [chosen, setChosen] = useState("");
  const [marks, setMarks] = useState<Marks>({});
  const [showPart, setShowPart] = useState<"All parts" | Part>("All parts");
  const [notEligibleOnly, setNotEligibleOnly] = useState(false);

  function removeSinger(id: number) {
    setSingers(singers.filter((s) => s.id !== id));
    const next: Marks = {};
    for (const [d, byId] of Object.entries(marks)) {
      const copy = { ...byId };
      delete copy[id];
      next[d] = copy;
    }
    setMarks(next);
  }

  function deleteRehearsal(date: string) {
    const left = rehearsals.filter((d) => d !== date);
    setRehearsals(left);
    const next = { ...marks };
    delete next[date];
    setMarks(next);
    if (chosen === date) setChosen(left[0] ?? "");
  }

  const shown = singers.filter((s) => {
    if (showPart !== "All parts" && s.part !== showPart) return false;
    if (notEligibleOnly && isEligible(attendanceOf(marks, rehearsals, s.id))) return false;
    return true;
  });

  function setMark(singerId: number, mark: Mark) {
    setMarks({ ...marks, [chosen]: { ...marks[chosen], [singerId]: mark } });
  }

  function addSinger(e: FormEvent) {
    e.preventDefault();
    const clean = name.trim();
    if (clean === "") {
      setSingerMsg("Enter the singer's name");
      return;
    }
    const twin = singers.find((s) => nameKey(s.name) === nameKey(clean));
    if (twin) {
      setSingerMsg(`${twin.name} is already in the choir`);
      return;
    }
    setSingers([...singers, { id: nextId, name: clean, part }]);
    setNextId(nextId + 1);
    setName("");
    setPart("Soprano");
    setSingerMsg("");
  }

  function addRehearsal(e: FormEvent) {
    e.preventDefault();
    const typed = date.trim();
    if (!isRealDate(typed)) {
      setRehearsalMsg("Enter the date as YYYY-MM-DD");
      return;
    }
    if (rehearsals.includes(typed)) {
      setRehearsalMsg(`There is already a rehearsal on ${typed}`);
      return;
    }
    setRehearsals([...rehearsals, typed].sort());
    setChosen(typed);
    setDate("");
    setRehearsalMsg("");
  }

  return (
    <main className="page">
      <h1>Choir register</h1>

      <section className="card" aria-labelledby="singers-title">
        <h2 id="singers-title">Singers</h2>
        <div className="toolbar">
          <label>
            Rehearsal
            <select value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={rehearsals.length === 0}>
              {rehearsals.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label>
            Show part
            <select value={showPart} onChange={(e) => setShowPart(e.target.value as "All parts" | Part)}>
              <option value="All parts">All parts</option>
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={notEligibleOnly}
              onChange={(e) => setNotEligibleOnly(e.target.checked)}
            />
            Not eligible only
          </label>
        </div>
        <table>
          <thead>
            <tr>
              <th scope="col">Singer</th>
              <th scope="col">Part</th>
              <th scope="col">Mark</th>
              <th scope="col">Attendance</th>
              <th scope="col">Concert</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={6} className="empty">
                  No singers match
                </td>
              </tr>
            )}
            {shown.map((s) => {
              const att = attendanceOf(marks, rehearsals, s.id);
              return (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{s.part}</td>
                <td>
                  {rehearsals.length === 0 ? (
                    "—"
                  ) : (
                    <select
                      aria-label="Mark"
                      value={markOf(marks, chosen, s.id)}
                      onChange={(e) => setMark(s.id, e.target.value as Mark)}
                    >
                      {MARKS.map((m) => (
                        <option key={m} value={m}>
                          {m}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td>{attendanceText(att)}</td>
                <td>{isEligible(att) ? "Eligible" : "Not eligible"}</td>
                <td>
                  <button type="button" className="secondary" onClick={() => removeSinger(s.id)}>
                    Remove
                  </button>
                </td>
              </tr>
              );
            })}
          </tbody>
        </table>
        <p className="summary">
          Showing {shown.length} of {singers.length} singers
        </p>
        <p className="summary">
          Singers: {singers.length} ({partCounts(singers)})
        </p>
      </section>

      <PartsTable singers={singers} rehearsals={rehearsals} marks={marks} />

      <section className="card" aria-labelledby="new-singer-title">
        <h2 id="new-singer-title">New singer</h2>
        <form onSubmit={addSinger} noValidate className="form-row">
          <label>
            Singer name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Voice part
            <select value={part} onChange={(e) => setPart(e.target.value as Part)}>
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add singer</button>
        </form>
        {singerMsg && (
          <p className="message" role="alert">
            {singerMsg}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="rehearsals-title">
        <h2 id="rehearsals-title">Rehearsals</h2>
        <form onSubmit={addRehearsal} noValidate className="form-row">
          <label>
            Rehearsal date
            <input
              type="text"
              placeholder="YYYY-MM-DD"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <button type="submit">Add rehearsal</button>
        </form>
        {rehearsalMsg && (
          <p className="message" role="alert">
            {rehearsalMsg}
          </p>
        )}
        {rehearsals.length === 0 ? (
          <p className="empty">No rehearsals yet</p>
        ) : (
          <ul className="rehearsals">
            {rehearsals.map((d) => (
              <li key={d}>
                <span className="rehearsal-date">Rehearsal {d}</span>
                <span className="tally">{tallyText(marks, d, singers)}</span>
                <button type="button" className="secondary" onClick={() => deleteRehearsal(d)}>
                  Delete rehearsal
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="summary">Rehearsals held: {rehearsals.length}</p>
      </section>
    </main>
  );
}
