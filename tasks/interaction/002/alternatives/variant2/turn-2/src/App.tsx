import { useState } from "react";
import "./styles.css";

type Dose = { id: number; bed: string; patient: string; medicine: string; due: string };
type Status = { kind: "due" } | { kind: "given" } | { kind: "withheld"; reason: string };

const DOSES: Dose[] = [
  { id: 1, bed: "Bed 1", patient: "Ada Okafor", medicine: "Paracetamol 1 g", due: "08:00" },
  { id: 2, bed: "Bed 2", patient: "Tomas Reyes", medicine: "Amoxicillin 500 mg", due: "08:00" },
  { id: 3, bed: "Bed 3", patient: "Priya Nair", medicine: "Enoxaparin 40 mg", due: "09:00" },
  { id: 4, bed: "Bed 4", patient: "Ewan Hughes", medicine: "Metformin 500 mg", due: "08:00" },
  { id: 5, bed: "Bed 5", patient: "Lotte Jansen", medicine: "Furosemide 40 mg", due: "09:00" },
];
const REASONS = ["Patient refused", "Nil by mouth", "Held by prescriber"];

export default function App() {
  const [status, setStatus] = useState<Record<number, Status>>({});
  const [withholding, setWithholding] = useState<Dose | null>(null);
  const [reason, setReason] = useState("");

  const statusOf = (d: Dose): Status => status[d.id] ?? { kind: "due" };
  const given = DOSES.filter((d) => statusOf(d).kind === "given").length;
  const withheld = DOSES.filter((d) => statusOf(d).kind === "withheld").length;
  const outstanding = DOSES.length - given - withheld;
  const canConfirm = reason !== "";

  function setDose(d: Dose, s: Status) {
    setStatus({ ...status, [d.id]: s });
  }

  function openWithhold(d: Dose) {
    setWithholding(d);
    setReason("");
  }

  function confirmWithhold() {
    if (!withholding || !canConfirm) return;
    setDose(withholding, { kind: "withheld", reason });
    setWithholding(null);
  }

  return (
    <main>
      <h1>Ward 4B medication round</h1>
      <div className="summary">
        <p>Given: {given} of {DOSES.length}</p>
        <p>Withheld doses: {withheld}</p>
      </div>
      <section aria-label="Scheduled doses">
              <ul>
                {DOSES.map((d) => {
                  const s = statusOf(d);
                  return (
                    <li key={d.id} className={s.kind}>
                      <div className="dose">
                        <strong>{d.medicine}</strong>
                        <span>{d.bed} · {d.patient} · due {d.due}</span>
                        {s.kind === "withheld" && <span className="withheld">Withheld: {s.reason}</span>}
                      </div>
                      {s.kind === "withheld" ? (
                        <button type="button" className="secondary" onClick={() => setDose(d, { kind: "due" })}>
                          Undo
                        </button>
                      ) : (
                        <>
                          <label className="given">
                            <input type="checkbox" checked={s.kind === "given"}
                              onChange={(e) => setDose(d, e.target.checked ? { kind: "given" } : { kind: "due" })} />
                            Given
                          </label>
                          {s.kind === "due" && withholding?.id !== d.id && (
                            <button type="button" className="secondary" onClick={() => openWithhold(d)}>
                              Withhold
                            </button>
                          )}
                        </>
                      )}
                      {withholding?.id === d.id && (
                        <div className="inline-withhold">
                          <label>
                            Reason
                            <select value={reason} onChange={(e) => setReason(e.target.value)}>
                              <option value="">Choose a reason</option>
                              {REASONS.map((r) => <option key={r}>{r}</option>)}
                            </select>
                          </label>
                          <button type="button" disabled={!canConfirm} onClick={confirmWithhold}>Confirm withhold</button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
      </section>
      {outstanding === 0 && <p className="done">Round complete</p>}
    </main>
  );
}
