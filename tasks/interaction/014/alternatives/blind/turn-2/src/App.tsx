import { useRef, useState } from "react";
import ByCategory from "./ByCategory";
import GearForm from "./GearForm";
import GearList from "./GearList";
import { packTotals } from "./pack";
import type { Category, GearItem } from "./types";
import { kgAndLb } from "./units";
import "./styles.css";

export default function App() {
  const [items, setItems] = useState<GearItem[]>([]);
  const nextId = useRef(1);

  function addItem(name: string, category: Category, grams: number) {
    const id = nextId.current;
    nextId.current += 1;
    setItems((prev) => [...prev, { id, name, category, grams, worn: false }]);
  }

  function toggleWorn(id: number, worn: boolean) {
    setItems((prev) => prev.map((item) => (item.id === id ? { ...item, worn } : item)));
  }

  function removeItem(id: number) {
    setItems((prev) => prev.filter((item) => item.id !== id));
  }

  const totals = packTotals(items);

  return (
    <main className="page">
      <h1>Pack planner</h1>
      <section className="card" aria-labelledby="gear-heading">
        <h2 id="gear-heading">Gear</h2>
        <GearForm onAdd={addItem} />
        <GearList items={items} onToggleWorn={toggleWorn} onRemove={removeItem} />
      </section>
      <section className="card" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <p className="total-line">Base weight: {kgAndLb(totals.base)}</p>
        <p className="total-line">Worn: {kgAndLb(totals.worn)}</p>
        <p className="total-line">Skin-out: {kgAndLb(totals.skinOut)}</p>
      </section>
      <ByCategory items={items} />
    </main>
  );
}
