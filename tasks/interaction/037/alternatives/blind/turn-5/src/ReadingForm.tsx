import { useState } from "react";
import type { FormEvent } from "react";
import type { Batch } from "./lib";
import { formatGravity, parseScaled, readingsByDay } from "./lib";

type Props = {
  batches: Batch[];
  selected: Batch | undefined;
  onSelect: (id: number) => void;
  onLog: (batchId: number, day: number, gravity: number) => void;
  onRemoveReading: (batchId: number, readingId: number) => void;
};

export default function ReadingForm({ batches, selected, onSelect, onLog, onRemoveReading }: Props) {
  const [day, setDay] = useState("");
  const [gravity, setGravity] = useState("");
  const [errors, setErrors] = useState<string[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    const messages: string[] = [];
    if (selected.bottled) {
      messages.push(`${selected.name} is already bottled`);
    }
    const dayValue = parseScaled(day, 0);
    const dayValid = dayValue !== null && dayValue >= 1 && dayValue <= 60;
    if (!dayValid) {
      messages.push("Day must be a whole number from 1 to 60");
    }
    const gravityValue = parseScaled(gravity, 3);
    const gravityValid = gravityValue !== null && gravityValue >= 990 && gravityValue <= 1150;
    if (!gravityValid) {
      messages.push("Gravity must be from 0.990 to 1.150 with at most three decimals");
    } else if (gravityValue > selected.og) {
      messages.push(`Gravity cannot be above the original gravity ${formatGravity(selected.og)}`);
    }
    if (dayValid && selected.readings.some((reading) => reading.day === dayValue)) {
      messages.push(`Day ${dayValue} already has a reading for ${selected.name}`);
    }
    if (messages.length > 0 || dayValue === null || gravityValue === null) {
      setErrors(messages);
      return;
    }
    onLog(selected.id, dayValue, gravityValue);
    setDay("");
    setGravity("");
    setErrors([]);
  }

  return (
    <section className="card" aria-labelledby="log-heading">
      <h2 id="log-heading">Log a reading</h2>
      {!selected ? (
        <p className="muted">Add a batch first</p>
      ) : (
        <>
          <form className="form-row" noValidate onSubmit={handleSubmit}>
            <div className="field">
              <label htmlFor="reading-batch">Batch</label>
              <select
                id="reading-batch"
                value={selected.id}
                onChange={(e) => onSelect(Number(e.target.value))}
              >
                {batches.map((batch) => (
                  <option key={batch.id} value={batch.id}>
                    {batch.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="reading-day">Day</label>
              <input
                id="reading-day"
                type="number"
                inputMode="numeric"
                value={day}
                onChange={(e) => setDay(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="reading-gravity">Gravity</label>
              <input
                id="reading-gravity"
                type="number"
                inputMode="decimal"
                value={gravity}
                onChange={(e) => setGravity(e.target.value)}
              />
            </div>
            <button type="submit" className="primary">
              Log reading
            </button>
          </form>
          {errors.length > 0 && (
            <ul className="errors" role="alert">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          {selected.readings.length === 0 ? (
            <p className="muted">No readings for this batch yet</p>
          ) : (
            <ul className="readings" aria-label={`Readings for ${selected.name}`}>
              {readingsByDay(selected.readings).map((reading) => (
                <li key={reading.id}>
                  <span>
                    Day {reading.day}: {formatGravity(reading.gravity)}
                  </span>
                  <button
                    type="button"
                    className="small"
                    onClick={() => onRemoveReading(selected.id, reading.id)}
                  >
                    Remove reading
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
