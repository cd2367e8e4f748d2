import { useState } from "react";
import type { FormEvent } from "react";
import { formatDay, parseIsoDay } from "./dates";
import "./styles.css";

const START_FROST = "2027-04-15";

type Crop = { id: number; name: string; sowWeeks: number; transplantWeeks: number };

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

  function changeFrost(text: string) {
    setFrostText(text);
    const day = parseIsoDay(text);
    if (day !== null) setFrostDay(day);
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
      setCrops([...crops, { id: nextId, name: name.trim(), sowWeeks, transplantWeeks }]);
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

  const rows = crops
    .map((crop) => ({ crop, sowDay: frostDay - 7 * crop.sowWeeks, transplantDay: frostDay + 7 * crop.transplantWeeks }))
    .sort((a, b) => a.sowDay - b.sowDay || a.crop.name.localeCompare(b.crop.name));

  return (
    <main>
      <h1>Seed starting calendar</h1>
      <div className="row">
        <label>
          Last frost date
          <input type="date" value={frostText} onChange={(e) => changeFrost(e.target.value)} />
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
      <ul className="crops">
        {rows.map(({ crop, sowDay, transplantDay }) => (
          <li key={crop.id}>
            <strong className="crop-name">{crop.name}</strong>
            <span>Sow indoors: {formatDay(sowDay)}</span>
            <span>Transplant: {formatDay(transplantDay)}</span>
            <span className="actions">
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
    </main>
  );
}
