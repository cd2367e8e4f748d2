import { useReducer } from 'react';
import FlagCard from './components/FlagCard';
import {
  DAILY_USERS,
  FLAG_NAMES,
  PRODUCTION_START,
  RANGE_ERROR,
  parseRollout,
  reachOf,
  type FlagName,
  type FlagTable,
} from './flags';
import './styles.css';

type Action = { type: 'toggle'; flag: FlagName } | { type: 'edit'; flag: FlagName; text: string };

function reducer(state: FlagTable, action: Action): FlagTable {
  const current = state[action.flag];
  if (action.type === 'toggle') {
    return { ...state, [action.flag]: { ...current, enabled: !current.enabled } };
  }
  const value = parseRollout(action.text);
  const next =
    value === null
      ? { ...current, draft: action.text, error: RANGE_ERROR }
      : { ...current, draft: action.text, rollout: value, error: null };
  return { ...state, [action.flag]: next };
}

export default function App() {
  const [flags, dispatch] = useReducer(reducer, PRODUCTION_START);
  const onCount = FLAG_NAMES.filter((name) => flags[name].enabled).length;

  return (
    <div className="page">
      <header className="page__header">
        <h1>Feature rollout</h1>
        <p className="page__lede">Switch flags on and off and choose how many users each one reaches.</p>
      </header>
      <main>
        <p className="summary" aria-live="polite">
          {onCount} of {FLAG_NAMES.length} flags on
        </p>
        <div className="flag-list">
          {FLAG_NAMES.map((name) => (
            <FlagCard
              key={name}
              name={name}
              setting={flags[name]}
              reach={reachOf(flags[name], DAILY_USERS)}
              onToggle={() => dispatch({ type: 'toggle', flag: name })}
              onEdit={(text) => dispatch({ type: 'edit', flag: name, text })}
            />
          ))}
        </div>
      </main>
    </div>
  );
}
