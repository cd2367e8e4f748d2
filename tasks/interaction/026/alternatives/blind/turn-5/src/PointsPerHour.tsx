import { FormEvent, useState } from "react";
import { PointRates, ROLES, Role } from "./types";

export const POINTS_MESSAGE = "Points must be numbers from 0 to 2 with at most two decimals";

/** Parses a points-per-hour value into hundredths; null unless it is 0 to 2 with at most two decimals. */
export function parseRate(text: string): number | null {
  const value = text.trim();
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || value === "" || (match[1] === "" && match[2] === undefined)) return null;
  const whole = match[1] === "" ? 0 : Number(match[1]);
  const hundredths = whole * 100 + (match[2] === undefined ? 0 : Number(match[2].padEnd(2, "0")));
  if (hundredths > 200) return null;
  return hundredths;
}

const STARTING_TEXT: Record<Role, string> = { Server: "1", Bartender: "1", Runner: "0.75", Busser: "0.5" };

interface Props {
  onApply: (rates: PointRates) => void;
}

export default function PointsPerHour({ onApply }: Props) {
  const [texts, setTexts] = useState<Record<Role, string>>(STARTING_TEXT);
  const [message, setMessage] = useState("");

  function handleApply(event: FormEvent) {
    event.preventDefault();
    const parsed = {} as PointRates;
    for (const role of ROLES) {
      const rate = parseRate(texts[role]);
      if (rate === null) {
        setMessage(POINTS_MESSAGE);
        return;
      }
      parsed[role] = rate;
    }
    setMessage("");
    onApply(parsed);
  }

  return (
    <form className="card points" noValidate onSubmit={handleApply}>
      <h2 id="points-heading">Points per hour</h2>
      <div className="field-row">
        {ROLES.map((role) => (
          <label key={role} className="field field-short">
            <span>{role}</span>
            <input
              type="text"
              inputMode="decimal"
              value={texts[role]}
              autoComplete="off"
              onChange={(e) => setTexts({ ...texts, [role]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <div className="actions">
        <button type="submit" className="primary">
          Apply points
        </button>
      </div>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
