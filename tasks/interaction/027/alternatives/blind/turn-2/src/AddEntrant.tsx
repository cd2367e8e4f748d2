import { useState, type FormEvent } from "react";
import { findByName, parseHundredths } from "./logic";
import { YEARS, yearLabel, type Entrant, type Year } from "./types";

interface Props {
  entrants: Entrant[];
  onAdd: (name: string, year: Year, best: number) => void;
}

const MIN_TIME = 700;
const MAX_TIME = 2000;

export default function AddEntrant({ entrants, onAdd }: Props) {
  const [name, setName] = useState("");
  const [year, setYear] = useState<Year>(5);
  const [time, setTime] = useState("");
  const [messages, setMessages] = useState<string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problems: string[] = [];
    if (trimmed === "") {
      problems.push("Enter a name");
    } else {
      const existing = findByName(entrants, trimmed);
      if (existing) problems.push(`${existing.name} is already entered`);
    }
    const best = parseHundredths(time);
    if (best === null || best < MIN_TIME || best > MAX_TIME) {
      problems.push("Enter a best time from 7.00 to 20.00");
    }
    if (problems.length > 0 || best === null) {
      setMessages(problems);
      return;
    }
    onAdd(trimmed, year, best);
    setName("");
    setTime("");
    setMessages([]);
  }

  return (
    <section className="card" aria-labelledby="add-heading">
      <h2 id="add-heading">Add entrant</h2>
      <form className="add-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="entrant-name">Name</label>
          <input id="entrant-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="entrant-year">Year group</label>
          <select id="entrant-year" value={year} onChange={(e) => setYear(Number(e.target.value) as Year)}>
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {yearLabel(y)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="entrant-time">Best time (s)</label>
          <input
            id="entrant-time"
            type="text"
            inputMode="decimal"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Add entrant
        </button>
      </form>
      {messages.length > 0 && (
        <ul className="messages">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
