import { useState } from "react";
import ChildrenSection from "./ChildrenSection";
import ChoresSection from "./ChoresSection";
import WeekSection from "./WeekSection";
import EarningsSection from "./EarningsSection";
import { computeEarnings } from "./earnings";
import type { Child, Chore } from "./types";
import "./styles.css";

export default function App() {
  const [children, setChildren] = useState<Child[]>([]);
  const [chores, setChores] = useState<Chore[]>([]);
  const [nextId, setNextId] = useState(1);

  function addChild(name: string) {
    setChildren((list) => [...list, { id: nextId, name }]);
    setNextId((n) => n + 1);
  }

  function removeChild(id: number) {
    setChildren((list) => list.filter((c) => c.id !== id));
    setChores((list) =>
      list.map((c) => (c.assignee === id ? { ...c, assignee: null, done: false } : c)),
    );
  }

  function addChore(name: string, pence: number) {
    setChores((list) => [...list, { id: nextId, name, pence, assignee: null, done: false }]);
    setNextId((n) => n + 1);
  }

  function removeChore(id: number) {
    setChores((list) => list.filter((c) => c.id !== id));
  }

  function assignChore(choreId: number, childId: number | null) {
    setChores((list) =>
      list.map((c) =>
        c.id === choreId && c.assignee !== childId ? { ...c, assignee: childId, done: false } : c,
      ),
    );
  }

  function toggleChore(choreId: number, done: boolean) {
    setChores((list) =>
      list.map((c) => (c.id === choreId && c.assignee !== null ? { ...c, done } : c)),
    );
  }

  const earnings = computeEarnings(children, chores);

  return (
    <main className="page">
      <header className="page-header">
        <h1>Chore chart</h1>
      </header>
      <ChildrenSection children={children} onAdd={addChild} onRemove={removeChild} />
      <ChoresSection chores={chores} onAdd={addChore} onRemove={removeChore} />
      <WeekSection
        children={children}
        chores={chores}
        onAssign={assignChore}
        onToggle={toggleChore}
      />
      <EarningsSection earnings={earnings} />
    </main>
  );
}
