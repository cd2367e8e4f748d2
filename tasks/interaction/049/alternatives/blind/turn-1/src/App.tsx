import { useState } from "react";
import ChildrenSection from "./ChildrenSection";
import ChoresSection from "./ChoresSection";
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

  function addChore(name: string, pence: number) {
    setChores((list) => [...list, { id: nextId, name, pence }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>Chore chart</h1>
      </header>
      <ChildrenSection children={children} onAdd={addChild} />
      <ChoresSection chores={chores} onAdd={addChore} />
    </main>
  );
}
