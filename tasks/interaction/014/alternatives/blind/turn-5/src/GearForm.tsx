import { useState, type FormEvent } from "react";
import { CATEGORIES, type Category } from "./types";
import { parseWhole } from "./validate";

type Props = {
  onAdd: (name: string, category: Category, grams: number) => void;
};

export default function GearForm({ onAdd }: Props) {
  const [name, setName] = useState("");
  const [weight, setWeight] = useState("");
  const [category, setCategory] = useState<Category>("Shelter");
  const [messages, setMessages] = useState<string[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: string[] = [];
    const cleanName = name.trim();
    if (cleanName === "") problems.push("Enter an item name");
    const grams = parseWhole(weight, 1, 5000);
    if (grams === null) problems.push("Weight must be a whole number from 1 to 5000 g");
    if (problems.length > 0 || grams === null) {
      setMessages(problems);
      return;
    }
    onAdd(cleanName, category, grams);
    setName("");
    setWeight("");
    setMessages([]);
  }

  return (
    <form className="gear-form" onSubmit={handleSubmit} noValidate>
      <div className="field field-wide">
        <label htmlFor="item-name">Item name</label>
        <input id="item-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="item-weight">Weight (g)</label>
        <input
          id="item-weight"
          type="number"
          inputMode="numeric"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="item-category">Category</label>
        <select id="item-category" value={category} onChange={(e) => setCategory(e.target.value as Category)}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-action">
        <button type="submit">Add item</button>
      </div>
      <div className="form-messages" aria-live="polite">
        {messages.map((m) => (
          <p key={m} className="error">
            {m}
          </p>
        ))}
      </div>
    </form>
  );
}
