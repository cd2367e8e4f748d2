import { useState, type FormEvent } from "react";
import type { Applicant, Plot } from "./types";
import { byPriority, joinError } from "./waiting";

type Props = {
  applicants: Applicant[];
  plots: Plot[];
  onJoin: (name: string, appliedOn: string, parish: boolean) => void;
  onLeave: (id: number) => void;
};

export default function WaitingList({ applicants, plots, onJoin, onLeave }: Props) {
  const [name, setName] = useState("");
  const [appliedOn, setAppliedOn] = useState("");
  const [parish, setParish] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const ordered = [...applicants].sort(byPriority);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmedName = name.trim();
    const date = appliedOn.trim();
    const error = joinError(trimmedName, date, applicants, plots);
    if (error) {
      setMessage(error);
      return;
    }
    onJoin(trimmedName, date, parish);
    setName("");
    setAppliedOn("");
    setParish(false);
    setMessage(null);
  }

  return (
    <section className="card" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">Waiting list</h2>
      <form className="form-row" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="applicant-name">Applicant</label>
          <input id="applicant-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="applied-on">Applied on</label>
          <input
            id="applied-on"
            type="text"
            placeholder="YYYY-MM-DD"
            value={appliedOn}
            onChange={(e) => setAppliedOn(e.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={parish} onChange={(e) => setParish(e.target.checked)} />
          Lives in the parish
        </label>
        <button type="submit" className="primary">
          Join list
        </button>
      </form>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
      {ordered.length === 0 ? (
        <p className="muted">No one is waiting</p>
      ) : (
        <ul className="waiting-list">
          {ordered.map((applicant, index) => (
            <li key={applicant.id}>
              <span className="name">
                {index + 1}. {applicant.name}
              </span>
              <span className="tag">Applied {applicant.appliedOn}</span>
              <span className="tag">{applicant.parish ? "Parish resident" : "Non-resident"}</span>
              <button type="button" onClick={() => onLeave(applicant.id)}>
                Leave list
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="strong">
        Waiting: {ordered.length} {ordered.length === 1 ? "applicant" : "applicants"}
      </p>
    </section>
  );
}
