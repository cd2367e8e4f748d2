import { useState } from "react";
import type { FormEvent } from "react";
import { DAYS, ZONE_TYPES } from "./types";
import type { Zone, ZoneType } from "./types";
import { parseWhole } from "./numbers";

type Props = {
  zones: Zone[];
  onAdd: (zone: Omit<Zone, "id">) => void;
};

const NO_DAYS = DAYS.map(() => false);

export function zoneLine(zone: Zone): string {
  const days = DAYS.filter((_, i) => zone.days[i]).join(" ");
  return `${zone.name}: ${zone.type}, ${zone.minutes} min, ${days}`;
}

export default function ZonesSection({ zones, onAdd }: Props) {
  const [name, setName] = useState("");
  const [type, setType] = useState<ZoneType>("Lawn");
  const [minutes, setMinutes] = useState("");
  const [days, setDays] = useState<boolean[]>(NO_DAYS);
  const [message, setMessage] = useState("");

  function toggleDay(index: number) {
    setDays((current) => current.map((on, i) => (i === index ? !on : on)));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) {
      setMessage("Zone names must be 2 to 20 characters");
      return;
    }
    const clash = zones.find((z) => z.name.toLowerCase() === trimmed.toLowerCase());
    if (clash) {
      setMessage(`There is already a zone called ${clash.name}`);
      return;
    }
    const runMinutes = parseWhole(minutes);
    if (runMinutes === null || runMinutes < 1 || runMinutes > 90) {
      setMessage("Run minutes must be a whole number from 1 to 90");
      return;
    }
    if (!days.some(Boolean)) {
      setMessage("Tick at least one day");
      return;
    }
    onAdd({ name: trimmed, type, minutes: runMinutes, days });
    setName("");
    setMinutes("");
    setDays(NO_DAYS);
    setMessage("");
  }

  return (
    <section className="card" aria-labelledby="zones-heading">
      <h2 id="zones-heading">Zones</h2>
      <form className="zone-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="zone-name">Zone name</label>
          <input id="zone-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="zone-type">Zone type</label>
          <select id="zone-type" value={type} onChange={(e) => setType(e.target.value as ZoneType)}>
            {ZONE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="run-minutes">Run minutes</label>
          <input
            id="run-minutes"
            type="text"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <fieldset className="days">
          <legend>Days</legend>
          {DAYS.map((day, i) => (
            <label key={day} className="day">
              <input type="checkbox" checked={days[i]} onChange={() => toggleDay(i)} />
              {day}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary">
          Add zone
        </button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {zones.length === 0 ? (
        <p className="muted">No zones yet</p>
      ) : (
        <ul className="zone-list">
          {zones.map((zone) => (
            <li key={zone.id}>
              <span className="zone-line">{zoneLine(zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
