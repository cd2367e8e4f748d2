import { useState } from "react";
import type { FormEvent } from "react";
import { formatClock, parseClock } from "./schedule";

type Props = {
  start: number;
  onSetStart: (minutes: number) => void;
};

export default function ProgrammeSection({ start, onSetStart }: Props) {
  const [startText, setStartText] = useState("06:00");
  const [startMessage, setStartMessage] = useState("");

  function handleStart(event: FormEvent) {
    event.preventDefault();
    const parsed = parseClock(startText);
    if (parsed === null) {
      setStartMessage("Start time must be HH:MM between 00:00 and 23:59");
      return;
    }
    onSetStart(parsed);
    setStartMessage("");
  }

  return (
    <section className="card" aria-labelledby="programme-heading">
      <h2 id="programme-heading">Programme</h2>
      <form className="inline-form" onSubmit={handleStart} noValidate>
        <div className="field">
          <label htmlFor="start-time">Start time</label>
          <input id="start-time" type="text" value={startText} onChange={(e) => setStartText(e.target.value)} />
        </div>
        <button type="submit" className="primary">
          Set start time
        </button>
      </form>
      {startMessage && (
        <p className="message" role="alert">
          {startMessage}
        </p>
      )}
      <p className="status">Programme starts at {formatClock(start)}</p>
    </section>
  );
}
