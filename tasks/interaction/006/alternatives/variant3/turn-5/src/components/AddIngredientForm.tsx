import { useState } from 'react';
import type { FormEvent } from 'react';

interface Props {
  onAdd: (name: string, grams: number) => void;
}

export default function AddIngredientForm({ onAdd }: Props) {
  const [name, setName] = useState('');
  const [grams, setGrams] = useState('');
  const trimmedName = name.trim();
  const amount = grams.trim() === '' ? NaN : Number(grams);
  const ready = trimmedName !== '' && Number.isFinite(amount) && amount > 0;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!ready) return;
    onAdd(trimmedName, amount);
    setName('');
    setGrams('');
  }

  return (
    <form className="add-form" onSubmit={submit}>
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
          value={grams}
          onChange={(e) => setGrams(e.target.value)}
        />
      </div>
      <button type="submit" disabled={!ready}>
        Add ingredient
      </button>
    </form>
  );
}
