import { useReducer, useRef, useState } from 'react';
import './App.css';
import AdjustPanel from './components/AdjustPanel';
import IngredientsPanel from './components/IngredientsPanel';
import type { Ingredient, UnitSystem } from './lib/recipe';
import { BASE_INGREDIENTS } from './lib/recipe';
import { initialServings, servingsReducer } from './lib/servings';

export default function App() {
  const [servings, dispatch] = useReducer(servingsReducer, initialServings);
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [extras, setExtras] = useState<Ingredient[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());
  const nextExtra = useRef(1);

  const ingredients = [...BASE_INGREDIENTS, ...extras];

  function toggle(id: string) {
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function addExtra(name: string, grams: number) {
    const id = `extra-${nextExtra.current++}`;
    setExtras((prev) => [...prev, { id, name, amount: grams, unit: 'g', custom: true }]);
  }

  function removeExtra(id: string) {
    setExtras((prev) => prev.filter((ing) => ing.id !== id));
    setTicked((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
  }

  return (
    <main className="page">
      <header className="masthead">
        <h1>Buttermilk pancakes</h1>
        <p className="lede">The base recipe feeds 4. Scale it, switch units and tick things off as you go.</p>
      </header>
      <div className="layout">
        <AdjustPanel
          draft={servings.draft}
          count={servings.count}
          units={units}
          onType={(draft) => dispatch({ type: 'typed', draft })}
          onStep={(by) => dispatch({ type: 'step', by })}
          onUnits={setUnits}
        />
        <IngredientsPanel
          ingredients={ingredients}
          servings={servings.count}
          units={units}
          ticked={ticked}
          onToggle={toggle}
          onResetTicks={() => setTicked(new Set())}
          onAdd={addExtra}
          onRemove={removeExtra}
        />
      </div>
    </main>
  );
}
