import { useState } from "react";
import type { FormEvent } from "react";
import { DAYS } from "./types";
import { parseWhole } from "./numbers";

export type RainDelay = { first: number; last: number };

type Props = {
  delay: RainDelay | null;
  onStart: (delay: RainDelay) => void;
  onCancel: () => void;
};

export default function RainDelaySection({ delay, onStart, onCancel }: Props) {
  const [from, setFrom] = useState(0);
  const [daysText, setDaysText] = useState("1");
  const [message, setMessage] = useState("");

  function handleStart(event: FormEvent) {
    event.preventDefault();
    const count = parseWhole(daysText);
    if (count === null || count < 1 || count > 7) {
      setMessage("Days to skip must be a whole number from 1 to 7");
      return;
    }
    onStart({ first: from, last: Math.min(from + count - 1, DAYS.length - 1) });
    setMessage("");
  }

  return (
    <section className="card" aria-labelledby="rain-heading">
      <h2 id="rain-heading">Rain delay</h2>
      <form className="inline-form" onSubmit={handleStart} noValidate>
        <div className="field">
          <label htmlFor="skip-from">Skip from</label>
          <select id="skip-from" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
            {DAYS.map((day, i) => (
              <option key={day} value={i}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="days-to-skip">Days to skip</label>
          <input
            id="days-to-skip"
            type="text"
            inputMode="numeric"
            value={daysText}
            onChange={(e) => setDaysText(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Start rain delay
        </button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {delay ? (
        <div className="delay-status">
          <p className="status">
            Watering skipped:{" "}
            {delay.first === delay.last ? DAYS[delay.first] : `${DAYS[delay.first]} to ${DAYS[delay.last]}`}
          </p>
          <button type="button" onClick={onCancel}>
            Cancel rain delay
          </button>
        </div>
      ) : (
        <p className="status">No rain delay</p>
      )}
    </section>
  );
}
