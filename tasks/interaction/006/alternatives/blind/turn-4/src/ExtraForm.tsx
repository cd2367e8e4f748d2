import { useState, type FormEvent } from "react";

type Props = {
  onAdd: (name: string, grams: number) => void;
};

export default function ExtraForm({ onAdd }: Props) {
  const [name, setName] = useState("");
  const [gramsText, setGramsText] = useState("");

  const cleanName = name.trim();
  const grams = gramsText.trim() === "" ? NaN : Number(gramsText);
  const canAdd = cleanName.length > 0 && Number.isFinite(grams) && grams > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    onAdd(cleanName, grams);
    setName("");
    setGramsText("");
  }

  return (
    <form className="extra-form" onSubmit={submit}>
      <h3>Add an extra</h3>
      <div className="field">
        <label htmlFor="extra-name">Ingredient name</label>
        <input id="extra-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="extra-grams">Grams for the base recipe</label>
        <input
          id="extra-grams"
          type="number"
          min={0}
          step="any"
          value={gramsText}
          onChange={(e) => setGramsText(e.target.value)}
        />
      </div>
      <p className="hint">Give the amount for 4 servings; it scales like the rest and always stays in grams.</p>
      <button type="submit" disabled={!canAdd}>
        Add ingredient
      </button>
    </form>
  );
}
