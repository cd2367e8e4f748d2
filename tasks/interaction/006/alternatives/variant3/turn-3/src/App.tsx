import { useReducer, useState } from 'react';
import './App.css';
import AdjustPanel from './components/AdjustPanel';
import IngredientsPanel from './components/IngredientsPanel';
import type { UnitSystem } from './lib/recipe';
import { BASE_INGREDIENTS } from './lib/recipe';
import { initialServings, servingsReducer } from './lib/servings';

export default function App() {
  const [servings, dispatch] = useReducer(servingsReducer, initialServings);
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());

  function toggle(id: string) {
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
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
          ingredients={BASE_INGREDIENTS}
          servings={servings.count}
          units={units}
          ticked={ticked}
          onToggle={toggle}
          onResetTicks={() => setTicked(new Set())}
        />
      </div>
    </main>
  );
}
