import { useRef, useState } from "react";
import ByCategory from "./ByCategory";
import GearForm from "./GearForm";
import GearList from "./GearList";
import { packTotals } from "./pack";
import Totals from "./Totals";
import type { Category, GearItem } from "./types";
import "./styles.css";

export default function App() {
  const [items, setItems] = useState<GearItem[]>([]);
  const [limitText, setLimitText] = useState("6");
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
      <Totals totals={totals} limitText={limitText} onLimitChange={setLimitText} />
      <ByCategory items={items} />
    </main>
  );
}
