import { useState } from "react";
import type { FormEvent } from "react";
import { formatDay, formatMonth, parseIsoDay, toIsoDay } from "./dates";
import "./styles.css";

const START_FROST = "2027-04-15";

type Crop = { id: number; name: string; sowWeeks: number; transplantWeeks: number; sown: boolean };
type Marker = "Sow this week" | "Sowing overdue" | null;

function wholeIn(text: string, min: number, max: number): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) return null;
  return n;
}

function plannedLine(count: number): string {
  if (count === 0) return "No crops planned";
  return count === 1 ? "1 crop planned" : `${count} crops planned`;
}

function markerFor(crop: Crop, sowDay: number, todayDay: number | null): Marker {
  if (todayDay === null || crop.sown) return null;
  const ahead = sowDay - todayDay;
  if (ahead < 0) return "Sowing overdue";
  if (ahead <= 6) return "Sow this week";
  return null;
}

export default function App() {
  const [frostText, setFrostText] = useState(START_FROST);
  const [frostDay, setFrostDay] = useState(() => parseIsoDay(START_FROST) as number);
  const [crops, setCrops] = useState<Crop[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [sow, setSow] = useState("");
  const [transplant, setTransplant] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [todayText, setTodayText] = useState("");
  const todayDay = parseIsoDay(todayText);

  function changeFrost(text: string) {
    setFrostText(text);
    const day = parseIsoDay(text);
    if (day !== null) setFrostDay(day);
  }

  function shiftFrost(days: number) {
    const day = frostDay + days;
    setFrostDay(day);
    setFrostText(toIsoDay(day));
  }

  function resetForm() {
    setName("");
    setSow("");
    setTransplant("");
    setErrors([]);
    setEditingId(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: string[] = [];
    const sowWeeks = wholeIn(sow, 1, 16);
    const transplantWeeks = wholeIn(transplant, 0, 12);
    if (name.trim() === "") problems.push("Enter a crop name");
    if (sowWeeks === null) problems.push("Sow weeks must be a whole number from 1 to 16");
    if (transplantWeeks === null) problems.push("Transplant weeks must be a whole number from 0 to 12");
    setErrors(problems);
    if (problems.length > 0 || sowWeeks === null || transplantWeeks === null) return;
    if (editingId !== null) {
      setCrops(crops.map((c) => (c.id === editingId ? { ...c, name: name.trim(), sowWeeks, transplantWeeks } : c)));
    } else {
      setCrops([...crops, { id: nextId, name: name.trim(), sowWeeks, transplantWeeks, sown: false }]);
      setNextId(nextId + 1);
    }
    resetForm();
  }

  function startEdit(crop: Crop) {
    setEditingId(crop.id);
    setName(crop.name);
    setSow(String(crop.sowWeeks));
    setTransplant(String(crop.transplantWeeks));
    setErrors([]);
  }

  function remove(id: number) {
    setCrops(crops.filter((c) => c.id !== id));
    if (editingId === id) resetForm();
  }

  function setSown(id: number, sown: boolean) {
    setCrops(crops.map((c) => (c.id === id ? { ...c, sown } : c)));
  }

  const rows = crops
    .map((crop) => {
      const sowDay = frostDay - 7 * crop.sowWeeks;
      return { crop, sowDay, transplantDay: frostDay + 7 * crop.transplantWeeks, marker: markerFor(crop, sowDay, todayDay) };
    })
    .sort((a, b) => a.sowDay - b.sowDay || a.crop.name.localeCompare(b.crop.name));
  const thisWeek = rows.filter((r) => r.marker === "Sow this week").length;
  const overdue = rows.filter((r) => r.marker === "Sowing overdue").length;
  const groups: { month: string; rows: typeof rows }[] = [];
  for (const row of rows) {
    const month = formatMonth(row.sowDay);
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.rows.push(row);
    else groups.push({ month, rows: [row] });
  }

  return (
    <main>
      <h1>Seed starting calendar</h1>
      <div className="row">
        <label>
          Last frost date
          <input type="date" value={frostText} onChange={(e) => changeFrost(e.target.value)} />
        </label>
        <button type="button" className="secondary" onClick={() => shiftFrost(-7)}>
          Frost 1 week earlier
        </button>
        <button type="button" className="secondary" onClick={() => shiftFrost(7)}>
          Frost 1 week later
        </button>
        <label>
          Today
          <input type="date" value={todayText} onChange={(e) => setTodayText(e.target.value)} />
        </label>
      </div>

      <form className="crop-form" onSubmit={submit} noValidate>
        <label>
          Crop
          <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Weeks before frost to sow indoors
          <input type="number" value={sow} onChange={(e) => setSow(e.target.value)} />
        </label>
        <label>
          Weeks after frost to transplant
          <input type="number" value={transplant} onChange={(e) => setTransplant(e.target.value)} />
        </label>
        <button type="submit">{editingId !== null ? "Save crop" : "Add crop"}</button>
        {editingId !== null && (
          <button type="button" className="secondary" onClick={resetForm}>
            Cancel edit
          </button>
        )}
      </form>
      {errors.length > 0 && (
        <div role="alert">
          {errors.map((message) => (
            <p key={message} className="error">
              {message}
            </p>
          ))}
        </div>
      )}

      <p className="note">{plannedLine(crops.length)}</p>
      {todayDay !== null && (
        <p className="note">
          {thisWeek} to sow this week, {overdue} overdue
        </p>
      )}
      {groups.map((group) => (
        <section key={group.month} className="month" aria-label={group.month}>
          <h3>{group.month}</h3>
          <ul className="crops">
            {group.rows.map(({ crop, sowDay, transplantDay, marker }) => (
              <li key={crop.id}>
                <strong className="crop-name">{crop.name}</strong>
                <span>Sow indoors: {formatDay(sowDay)}</span>
                <span>Transplant: {formatDay(transplantDay)}</span>
                {marker && <span className={marker === "Sowing overdue" ? "marker overdue" : "marker"}>{marker}</span>}
                <span className="actions">
                  <label className="inline">
                    <input type="checkbox" checked={crop.sown} onChange={(e) => setSown(crop.id, e.target.checked)} />
                    Sown
                  </label>
                  <button type="button" className="secondary" onClick={() => startEdit(crop)}>
                    Edit
                  </button>
                  <button type="button" className="secondary" onClick={() => remove(crop.id)}>
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
