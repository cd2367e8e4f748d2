import { useMemo, useState } from "react";
import CropForm from "./CropForm";
import { formatDay, parseIsoDay } from "./dates";
import { sortCrops, sowDay, transplantDay } from "./sorting";
import type { Crop } from "./types";
import { validateCrop, type FormValues } from "./validation";
import "./styles.css";

const EMPTY_FORM: FormValues = { name: "", sow: "", transplant: "" };

export default function App() {
  const [frost, setFrost] = useState("2027-04-15");
  const [crops, setCrops] = useState<Crop[]>([]);
  const [nextId, setNextId] = useState(1);
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<string[]>([]);

  const frostDay = parseIsoDay(frost);
  const sorted = useMemo(() => sortCrops(crops), [crops]);

  function submit() {
    const result = validateCrop(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setCrops((list) => [
      ...list,
      {
        id: nextId,
        name: result.name,
        sowWeeks: result.sowWeeks,
        transplantWeeks: result.transplantWeeks,
      },
    ]);
    setNextId((n) => n + 1);
    setForm(EMPTY_FORM);
    setErrors([]);
  }

  return (
    <main className="page">
      <h1>Seed starting calendar</h1>

      <section className="panel frost-panel" aria-label="Frost date">
        <div className="field">
          <label htmlFor="frost-date">Last frost date</label>
          <input
            id="frost-date"
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            value={frost}
            onChange={(e) => setFrost(e.target.value)}
          />
        </div>
        {frostDay === null && (
          <p id="frost-hint" className="hint warn">
            Type the date as YYYY-MM-DD to see the calendar dates.
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="add-heading">
        <h2 id="add-heading">Add a crop</h2>
        <CropForm values={form} errors={errors} onChange={setForm} onSubmit={submit} />
      </section>

      <section className="panel" aria-labelledby="list-heading">
        <h2 id="list-heading">Crops</h2>
        {sorted.length === 0 ? (
          <p className="muted">Add a crop to see its sowing and transplant dates.</p>
        ) : (
          <ul className="crop-list">
            {sorted.map((crop) => (
              <li key={crop.id} className="crop">
                <span className="crop-name">{crop.name}</span>
                <span className="crop-date">
                  Sow indoors: {frostDay === null ? "—" : formatDay(sowDay(frostDay, crop))}
                </span>
                <span className="crop-date">
                  Transplant:{" "}
                  {frostDay === null ? "—" : formatDay(transplantDay(frostDay, crop))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
