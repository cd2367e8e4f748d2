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

  const chosen = rehearsals.find((r) => r.id === chosenId) ?? null;

  const stats = new Map(singers.map((s) => [s.id, attendanceOf(s.id, rehearsals, marks)]));
  const eligibleOf = (singer: Singer) => isEligible(stats.get(singer.id)!);

  const partCounts = PARTS.map((part) => `${part} ${singers.filter((s) => s.part === part).length}`);

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
    setRehearsalMessage("");
    setDateText("");
  }

  function chooseRehearsal(value: string) {
    setChosenId(Number(value));
  }

  function setMark(singerId: number, mark: Mark) {
    if (!chosen) return;
    setMarks({ ...marks, [markKey(chosen.id, singerId)]: mark });
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
    };
  });

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
        </div>
        <table>
          <thead>
            <tr>
              <th scope="col">Singer</th>
              <th scope="col">Part</th>
              <th scope="col">Mark</th>
              <th scope="col">Attendance</th>
              <th scope="col">Concert</th>
            </tr>
          </thead>
          <tbody>
            {singers.map((singer) => (
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
              </tr>
            ))}
          </tbody>
        </table>
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
    </main>
  );
}
