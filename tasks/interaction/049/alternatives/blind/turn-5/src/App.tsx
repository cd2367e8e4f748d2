import { useState } from "react";
import ChildrenSection from "./ChildrenSection";
import ChoresSection from "./ChoresSection";
import WeekSection from "./WeekSection";
import EarningsSection from "./EarningsSection";
import HistorySection from "./HistorySection";
import MoneyBoxesSection from "./MoneyBoxesSection";
import { computeEarnings, totalPayout } from "./earnings";
import type { Child, Chore, HistoryEntry, MoneyBox } from "./types";
import "./styles.css";

export default function App() {
  const [children, setChildren] = useState<Child[]>([]);
  const [chores, setChores] = useState<Chore[]>([]);
  const [nextId, setNextId] = useState(1);
  const [week, setWeek] = useState(1);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [share, setShare] = useState(25);
  const [boxes, setBoxes] = useState<Record<number, MoneyBox>>({});

  function addChild(name: string) {
    setChildren((list) => [...list, { id: nextId, name }]);
    setNextId((n) => n + 1);
  }

  function removeChild(id: number) {
    setChildren((list) => list.filter((c) => c.id !== id));
    setBoxes((all) => {
      const rest = { ...all };
      delete rest[id];
      return rest;
    });
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

  function closeWeek() {
    if (!chores.some((c) => c.assignee !== null)) return;
    const entry: HistoryEntry = {
      week,
      total: totalPayout(earnings),
      payouts: earnings.map((e) => ({ name: e.child.name, pence: e.pence })),
    };
    setHistory((list) => [...list, entry]);
    setBoxes((all) => {
      const next = { ...all };
      for (const e of earnings) {
        const saved = Math.floor((e.pence * share) / 100);
        const box = next[e.child.id] ?? { savings: 0, spending: 0 };
        next[e.child.id] = {
          savings: box.savings + saved,
          spending: box.spending + (e.pence - saved),
        };
      }
      return next;
    });
    setWeek((w) => w + 1);
    const order = children.map((c) => c.id);
    setChores((list) =>
      list.map((c) => {
        if (c.assignee === null) return { ...c, done: false };
        const index = order.indexOf(c.assignee);
        const next = order[(index + 1) % order.length];
        return { ...c, assignee: next, done: false };
      }),
    );
  }

  function startOver() {
    setHistory([]);
    setBoxes({});
    setWeek(1);
    setChores((list) => list.map((c) => ({ ...c, assignee: null, done: false })));
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>Chore chart</h1>
        <p className="week-number">Week {week}</p>
      </header>
      <ChildrenSection children={children} onAdd={addChild} onRemove={removeChild} />
      <ChoresSection chores={chores} onAdd={addChore} onRemove={removeChore} />
      <WeekSection
        children={children}
        chores={chores}
        onAssign={assignChore}
        onToggle={toggleChore}
        onCloseWeek={closeWeek}
      />
      <EarningsSection earnings={earnings} />
      <HistorySection history={history} />
      <MoneyBoxesSection children={children} boxes={boxes} onSetShare={setShare} />
      <footer className="page-footer">
        <button type="button" className="secondary" onClick={startOver}>
          Start over
        </button>
      </footer>
    </main>
  );
}
