import { useRef, useState } from "react";
import GearForm from "./GearForm";
import GearList from "./GearList";
import type { Category, GearItem } from "./types";
import { kgAndLb } from "./units";
import "./styles.css";

export default function App() {
  const [items, setItems] = useState<GearItem[]>([]);
  const nextId = useRef(1);

  function addItem(name: string, category: Category, grams: number) {
    const id = nextId.current;
    nextId.current += 1;
    setItems((prev) => [...prev, { id, name, category, grams }]);
  }

  const total = items.reduce((sum, item) => sum + item.grams, 0);

  return (
    <main className="page">
      <h1>Pack planner</h1>
      <section className="card" aria-labelledby="gear-heading">
        <h2 id="gear-heading">Gear</h2>
        <GearForm onAdd={addItem} />
        <GearList items={items} />
      </section>
      <section className="card" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <p className="total-line">Pack weight: {kgAndLb(total)}</p>
      </section>
    </main>
  );
}
