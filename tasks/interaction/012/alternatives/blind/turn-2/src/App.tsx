import { useMemo, useState } from "react";
import CropForm from "./CropForm";
import CropItem from "./CropItem";
import { parseIsoDay } from "./dates";
import { sortCrops } from "./sorting";
import type { Crop } from "./types";
import { validateCrop, type FormValues } from "./validation";
import "./styles.css";

const EMPTY_FORM: FormValues = { name: "", sow: "", transplant: "" };

function plannedLine(count: number): string {
  if (count === 0) return "No crops planned";
  if (count === 1) return "1 crop planned";
  return `${count} crops planned`;
}

export default function App() {
  const [frost, setFrost] = useState("2027-04-15");
  const [crops, setCrops] = useState<Crop[]>([]);
  const [nextId, setNextId] = useState(1);
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);

  const frostDay = parseIsoDay(frost);
  const sorted = useMemo(() => sortCrops(crops), [crops]);

  function resetForm() {
    setForm(EMPTY_FORM);
    setErrors([]);
    setEditingId(null);
  }

  function submit() {
    const result = validateCrop(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const { name, sowWeeks, transplantWeeks } = result;
    if (editingId !== null) {
      setCrops((list) =>
        list.map((c) => (c.id === editingId ? { ...c, name, sowWeeks, transplantWeeks } : c)),
      );
    } else {
      setCrops((list) => [...list, { id: nextId, name, sowWeeks, transplantWeeks }]);
      setNextId((n) => n + 1);
    }
    resetForm();
  }

  function startEdit(crop: Crop) {
    setEditingId(crop.id);
    setForm({
      name: crop.name,
      sow: String(crop.sowWeeks),
      transplant: String(crop.transplantWeeks),
    });
    setErrors([]);
  }

  function remove(id: number) {
    setCrops((list) => list.filter((c) => c.id !== id));
    if (id === editingId) resetForm();
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
        <h2 id="add-heading">{editingId !== null ? "Edit a crop" : "Add a crop"}</h2>
        <CropForm
          values={form}
          errors={errors}
          editing={editingId !== null}
          onChange={setForm}
          onSubmit={submit}
          onCancel={resetForm}
        />
      </section>

      <section className="panel" aria-labelledby="list-heading">
        <h2 id="list-heading">Crops</h2>
        <p className="summary">{plannedLine(crops.length)}</p>
        {sorted.length > 0 && (
          <ul className="crop-list">
            {sorted.map((crop) => (
              <CropItem
                key={crop.id}
                crop={crop}
                frostDay={frostDay}
                isEditing={crop.id === editingId}
                onEdit={startEdit}
                onRemove={remove}
              />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
