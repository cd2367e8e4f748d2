import { useReducer, useState } from 'react';
import './App.css';
import Controls from './components/Controls';
import IngredientList from './components/IngredientList';
import type { UnitSystem } from './lib/recipe';
import { BASE_INGREDIENTS } from './lib/recipe';
import { initialServings, servingsReducer } from './lib/servings';

export default function App() {
  const [servings, dispatch] = useReducer(servingsReducer, initialServings);
  const [units, setUnits] = useState<UnitSystem>('metric');

  return (
    <main className="page narrow">
      <header className="masthead">
        <h1>Buttermilk pancakes</h1>
        <p className="lede">The base recipe feeds 4. Scale it and switch units as you need.</p>
      </header>
      <Controls
        draft={servings.draft}
        count={servings.count}
        units={units}
        onType={(draft) => dispatch({ type: 'typed', draft })}
        onStep={(by) => dispatch({ type: 'step', by })}
        onUnits={setUnits}
      />
      <IngredientList ingredients={BASE_INGREDIENTS} servings={servings.count} units={units} />
    </main>
  );
}
