import { useReducer } from 'react';
import './App.css';
import Controls from './components/Controls';
import IngredientList from './components/IngredientList';
import { BASE_INGREDIENTS } from './lib/recipe';
import { initialServings, servingsReducer } from './lib/servings';

export default function App() {
  const [servings, dispatch] = useReducer(servingsReducer, initialServings);

  return (
    <main className="page narrow">
      <header className="masthead">
        <h1>Buttermilk pancakes</h1>
        <p className="lede">The base recipe feeds 4. Set how many are eating and the amounts follow.</p>
      </header>
      <Controls
        draft={servings.draft}
        count={servings.count}
        onType={(draft) => dispatch({ type: 'typed', draft })}
        onStep={(by) => dispatch({ type: 'step', by })}
      />
      <IngredientList ingredients={BASE_INGREDIENTS} servings={servings.count} />
    </main>
  );
}
