import { useState } from "react";
import type { FormEvent } from "react";
import "./styles.css";
import {
  INITIAL_SINGERS,
  MARKS,
  PARTS,
  attendanceOf,
  formatAttendance,
  isEligible,
  isRealDate,
  markKey,
  wholePercent,
} from "./register";
import type { Mark, Part, Rehearsal, Singer } from "./register";

type PartFilter = "All parts" | Part;
const PART_FILTERS: PartFilter[] = ["All parts", ...PARTS];

export default function App() {
  const [singers, setSingers] = useState<Singer[]>(INITIAL_SINGERS);
  const [nextSingerId, setNextSingerId] = useState(INITIAL_SINGERS.length + 1);
  const [singerName, setSingerName] = useState("");
  const [voicePart, setVoicePart] = useState<Part>("Soprano");
  const [singerMessage, setSingerMessage] = useState("");

  const [rehearsals, setRehearsals] = useState<Rehearsal[]>([]);
  const [nextRehearsalId, setNextRehearsalId] = useState(1);
  const [dateText, setDateText] = useState("");
  const [rehearsalMessage, setRehearsalMessage] = useState("");
  const [chosenId, setChosenId] = useState<number | null>(null);

  const [marks, setMarks] = useState<Record<string, Mark>>({});

  const [partFilter, setPartFilter] = useState<PartFilter>("All parts");
  const [notEligibleOnly, setNotEligibleOnly] = useState(false);

  const [closeMessage, setCloseMessage] = useState("");

  const chosen = rehearsals.find((r) => r.id === chosenId) ?? null;

  const stats = new Map(singers.map((s) => [s.id, attendanceOf(s.id, rehearsals, marks)]));
  const eligibleOf = (singer: Singer) => isEligible(stats.get(singer.id)!);

  const partCounts = PARTS.map((part) => `${part} ${singers.filter((s) => s.part === part).length}`);

  const shownSingers = singers.filter(
    (s) =>
      (partFilter === "All parts" || s.part === partFilter) && (!notEligibleOnly || !eligibleOf(s)),
  );

  function addSinger(event: FormEvent) {
    event.preventDefault();
    const name = singerName.trim();
    if (name === "") {
      setSingerMessage("Enter the singer's name");
      return;
    }
    const existing = singers.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (existing) {
      setSingerMessage(`${existing.name} is already in the choir`);
      return;
    }
    setSingers([...singers, { id: nextSingerId, name, part: voicePart }]);
    setNextSingerId(nextSingerId + 1);
    setSingerMessage("");
    setSingerName("");
    setVoicePart("Soprano");
  }

  function removeSinger(singerId: number) {
    setSingers(singers.filter((s) => s.id !== singerId));
    const next: Record<string, Mark> = {};
    for (const [key, mark] of Object.entries(marks)) {
      if (!key.endsWith(`:${singerId}`)) next[key] = mark;
    }
    setMarks(next);
  }

  function addRehearsal(event: FormEvent) {
    event.preventDefault();
    const date = dateText.trim();
    if (!isRealDate(date)) {
      setRehearsalMessage("Enter the date as YYYY-MM-DD");
      return;
    }
    if (rehearsals.some((r) => r.date === date)) {
      setRehearsalMessage(`There is already a rehearsal on ${date}`);
      return;
    }
    const added = { id: nextRehearsalId, date };
    setRehearsals(
      [...rehearsals, added].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    );
    setNextRehearsalId(nextRehearsalId + 1);
    setChosenId(added.id);
    setCloseMessage("");
    setRehearsalMessage("");
    setDateText("");
  }

  function deleteRehearsal(rehearsalId: number) {
    const left = rehearsals.filter((r) => r.id !== rehearsalId);
    setRehearsals(left);
    const next: Record<string, Mark> = {};
    for (const [key, mark] of Object.entries(marks)) {
      if (!key.startsWith(`${rehearsalId}:`)) next[key] = mark;
    }
    setMarks(next);
    if (chosenId === rehearsalId) {
      setChosenId(left.length > 0 ? left[0].id : null);
      setCloseMessage("");
    }
  }

  function chooseRehearsal(value: string) {
    setChosenId(Number(value));
    setCloseMessage("");
  }

  function setMark(singerId: number, mark: Mark) {
    if (!chosen) return;
    setMarks({ ...marks, [markKey(chosen.id, singerId)]: mark });
    setCloseMessage("");
  }

  function closeRegister() {
    if (!chosen) return;
    const unmarked = singers.filter(
      (s) => (marks[markKey(chosen.id, s.id)] ?? "Not marked") === "Not marked",
    );
    if (unmarked.length === 0) {
      setCloseMessage(`Everyone is already marked on ${chosen.date}`);
      return;
    }
    const next = { ...marks };
    for (const singer of unmarked) next[markKey(chosen.id, singer.id)] = "Absent";
    setMarks(next);
    setCloseMessage(
      `Marked ${unmarked.length} ${unmarked.length === 1 ? "singer" : "singers"} absent on ${chosen.date}`,
    );
  }

  function tallyOf(rehearsal: Rehearsal): string {
    let present = 0;
    let absent = 0;
    let excused = 0;
    for (const singer of singers) {
      const mark = marks[markKey(rehearsal.id, singer.id)] ?? "Not marked";
      if (mark === "Present") present += 1;
      else if (mark === "Absent") absent += 1;
      else if (mark === "Excused") excused += 1;
    }
    return `Present ${present}, Absent ${absent}, Excused ${excused}`;
  }

  const partRows = PARTS.map((part) => {
    const members = singers.filter((s) => s.part === part);
    let present = 0;
    let counted = 0;
    for (const member of members) {
      const a = stats.get(member.id)!;
      present += a.present;
      counted += a.counted;
    }
    const eligible = members.filter(eligibleOf).length;
    return {
      part,
      singers: members.length,
      attendance: counted === 0 ? "—" : `${wholePercent(present, counted)}%`,
      eligible: `${eligible} of ${members.length}`,
      concert: members.filter(eligibleOf).map((s) => s.name),
    };
  });

  const concertCount = singers.filter(eligibleOf).length;

  return (
    <main className="page">
      <h1>Choir register</h1>

      <section className="card" aria-labelledby="singers-heading">
        <h2 id="singers-heading">Singers</h2>
        <div className="toolbar">
          <label className="field">
            <span>Rehearsal</span>
            <select
              value={chosen ? String(chosen.id) : ""}
              onChange={(e) => chooseRehearsal(e.target.value)}
              disabled={rehearsals.length === 0}
            >
              {rehearsals.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.date}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={closeRegister} disabled={!chosen}>
            Close register
          </button>
          <label className="field">
            <span>Show part</span>
            <select value={partFilter} onChange={(e) => setPartFilter(e.target.value as PartFilter)}>
              {PART_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {f}
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
            <span>Not eligible only</span>
          </label>
        </div>
        {closeMessage && (
          <p className="notice" role="status">
            {closeMessage}
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th scope="col">Singer</th>
              <th scope="col">Part</th>
              <th scope="col">Mark</th>
              <th scope="col">Attendance</th>
              <th scope="col">Concert</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shownSingers.map((singer) => (
              <tr key={singer.id}>
                <td>{singer.name}</td>
                <td>{singer.part}</td>
                <td>
                  {chosen ? (
                    <select
                      aria-label="Mark"
                      value={marks[markKey(chosen.id, singer.id)] ?? "Not marked"}
                      onChange={(e) => setMark(singer.id, e.target.value as Mark)}
                    >
                      {MARKS.map((m) => (
                        <option key={m} value={m}>
                          {m}
                        </option>
                      ))}
                    </select>
                  ) : (
                    "—"
                  )}
                </td>
                <td>{formatAttendance(stats.get(singer.id)!)}</td>
                <td>{eligibleOf(singer) ? "Eligible" : "Not eligible"}</td>
                <td>
                  <button type="button" className="small" onClick={() => removeSinger(singer.id)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shownSingers.length === 0 && <p className="muted">No singers match</p>}
        <p>
          Showing {shownSingers.length} of {singers.length} singers
        </p>
        <p className="summary">
          Singers: {singers.length} ({partCounts.join(", ")})
        </p>
      </section>

      <section className="card" aria-labelledby="new-singer-heading">
        <h2 id="new-singer-heading">New singer</h2>
        <form className="row" onSubmit={addSinger} noValidate>
          <label className="field">
            <span>Singer name</span>
            <input type="text" value={singerName} onChange={(e) => setSingerName(e.target.value)} />
          </label>
          <label className="field">
            <span>Voice part</span>
            <select value={voicePart} onChange={(e) => setVoicePart(e.target.value as Part)}>
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add singer</button>
        </form>
        {singerMessage && (
          <p className="error" role="alert">
            {singerMessage}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="rehearsals-heading">
        <h2 id="rehearsals-heading">Rehearsals</h2>
        <form className="row" onSubmit={addRehearsal} noValidate>
          <label className="field">
            <span>Rehearsal date</span>
            <input
              type="text"
              placeholder="YYYY-MM-DD"
              value={dateText}
              onChange={(e) => setDateText(e.target.value)}
            />
          </label>
          <button type="submit">Add rehearsal</button>
        </form>
        {rehearsalMessage && (
          <p className="error" role="alert">
            {rehearsalMessage}
          </p>
        )}
        {rehearsals.length === 0 ? (
          <p className="muted">No rehearsals yet</p>
        ) : (
          <ul className="rehearsals">
            {rehearsals.map((r) => (
              <li key={r.id}>
                <span className="rehearsal-date">Rehearsal {r.date}</span>
                <span className="tally">{tallyOf(r)}</span>
                <button type="button" className="small" onClick={() => deleteRehearsal(r.id)}>
                  Delete rehearsal
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="summary">Rehearsals held: {rehearsals.length}</p>
      </section>

      <section className="card" aria-labelledby="parts-heading">
        <h2 id="parts-heading">Parts</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Singers</th>
              <th scope="col">Attendance</th>
              <th scope="col">Eligible</th>
            </tr>
          </thead>
          <tbody>
            {partRows.map((row) => (
              <tr key={row.part}>
                <td>{row.part}</td>
                <td>{row.singers}</td>
                <td>{row.attendance}</td>
                <td>{row.eligible}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card" aria-labelledby="concert-heading">
        <h2 id="concert-heading">Concert list</h2>
        <ul className="concert">
          {partRows.map((row) => (
            <li key={row.part}>
              {row.part}: {row.concert.length > 0 ? row.concert.join(", ") : "none"}
            </li>
          ))}
        </ul>
        <p className="summary">
          Concert choir: {concertCount} of {singers.length} singers
        </p>
      </section>
    </main>
  );
}
