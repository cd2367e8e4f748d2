import type { FormEvent } from "react";
import { DAYS, type Day } from "./time";

type Props = {
  day: Day;
  hours: string;
  minutes: string;
  message: string;
  onDayChange: (day: Day) => void;
  onHoursChange: (value: string) => void;
  onMinutesChange: (value: string) => void;
  onSubmit: () => void;
};

export default function EntryForm(props: Props) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <section className="card">
      <h2 id="new-entry-heading">New entry</h2>
      <form className="entry-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="entry-day">Day</label>
          <select
            id="entry-day"
            value={props.day}
            onChange={(e) => props.onDayChange(e.target.value as Day)}
          >
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="field narrow">
          <label htmlFor="entry-hours">Hours</label>
          <input
            id="entry-hours"
            type="number"
            min="0"
            max="16"
            step="1"
            value={props.hours}
            onChange={(e) => props.onHoursChange(e.target.value)}
          />
        </div>
        <div className="field narrow">
          <label htmlFor="entry-minutes">Minutes</label>
          <input
            id="entry-minutes"
            type="number"
            min="0"
            max="59"
            step="1"
            value={props.minutes}
            onChange={(e) => props.onMinutesChange(e.target.value)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            Add entry
          </button>
        </div>
      </form>
      {props.message && (
        <p className="error" role="alert">
          {props.message}
        </p>
      )}
    </section>
  );
}
