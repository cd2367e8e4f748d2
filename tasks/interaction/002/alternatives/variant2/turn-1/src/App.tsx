import { useState } from "react";
import "./styles.css";

type Dose = { id: number; bed: string; patient: string; medicine: string; due: string };

const DOSES: Dose[] = [
  { id: 1, bed: "Bed 1", patient: "Ada Okafor", medicine: "Paracetamol 1 g", due: "08:00" },
  { id: 2, bed: "Bed 2", patient: "Tomas Reyes", medicine: "Amoxicillin 500 mg", due: "08:00" },
  { id: 3, bed: "Bed 3", patient: "Priya Nair", medicine: "Enoxaparin 40 mg", due: "09:00" },
  { id: 4, bed: "Bed 4", patient: "Ewan Hughes", medicine: "Metformin 500 mg", due: "08:00" },
  { id: 5, bed: "Bed 5", patient: "Lotte Jansen", medicine: "Furosemide 40 mg", due: "09:00" },
];

export default function App() {
  const [given, setGiven] = useState<Record<number, boolean>>({});

  const givenCount = DOSES.filter((d) => given[d.id]).length;

  return (
    <main>
      <h1>Ward 4B medication round</h1>
      <div className="summary">
        <p>Given: {givenCount} of {DOSES.length}</p>
      </div>
      <section aria-label="Scheduled doses">
        <ul>
          {DOSES.map((d) => (
            <li key={d.id} className={given[d.id] ? "given" : "due"}>
              <div className="dose">
                <strong>{d.medicine}</strong>
                <span>{d.bed} · {d.patient} · due {d.due}</span>
              </div>
              <label className="given">
                <input type="checkbox" checked={!!given[d.id]}
                  onChange={(e) => setGiven({ ...given, [d.id]: e.target.checked })} />
                Given
              </label>
            </li>
          ))}
        </ul>
      </section>
      {givenCount === DOSES.length && <p className="done">Round complete</p>}
    </main>
  );
}
