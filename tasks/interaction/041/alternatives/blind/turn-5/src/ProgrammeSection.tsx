import { useState } from "react";
import type { FormEvent } from "react";
import { formatClock, parseClock } from "./schedule";
import { parseWhole } from "./numbers";

type Props = {
  start: number;
  onSetStart: (minutes: number) => void;
  percent: number;
  onSetPercent: (percent: number) => void;
};

export default function ProgrammeSection({ start, onSetStart, percent, onSetPercent }: Props) {
  const [startText, setStartText] = useState("06:00");
  const [startMessage, setStartMessage] = useState("");
  const [adjustText, setAdjustText] = useState("100");
  const [adjustMessage, setAdjustMessage] = useState("");

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

  function handleAdjust(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWhole(adjustText);
    if (parsed === null || parsed < 50 || parsed > 150) {
      setAdjustMessage("Seasonal adjust must be a whole number from 50 to 150");
      return;
    }
    onSetPercent(parsed);
    setAdjustMessage("");
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
      <form className="inline-form adjust-form" onSubmit={handleAdjust} noValidate>
        <div className="field">
          <label htmlFor="seasonal-adjust">Seasonal adjust</label>
          <input
            id="seasonal-adjust"
            type="text"
            inputMode="numeric"
            value={adjustText}
            onChange={(e) => setAdjustText(e.target.value)}
          />
        </div>
        <span className="unit">%</span>
        <button type="submit" className="primary">
          Set adjust
        </button>
      </form>
      {adjustMessage && (
        <p className="message" role="alert">
          {adjustMessage}
        </p>
      )}
      <p className="status">Seasonal adjust: {percent}%</p>
    </section>
  );
}
