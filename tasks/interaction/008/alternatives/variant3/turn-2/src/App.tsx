import { useReducer } from 'react';
import EnvironmentBar from './components/EnvironmentBar';
import FlagCard from './components/FlagCard';
import {
  ENVIRONMENTS,
  FLAG_NAMES,
  RANGE_ERROR,
  parseRollout,
  reachOf,
  startingFlags,
  type EnvId,
  type FlagName,
  type FlagSetting,
  type FlagTable,
} from './flags';
import './styles.css';

interface PanelState {
  env: EnvId;
  flags: Record<EnvId, FlagTable>;
}

type Action =
  | { type: 'switch'; env: EnvId }
  | { type: 'toggle'; flag: FlagName }
  | { type: 'edit'; flag: FlagName; text: string };

function patchFlag(state: PanelState, flag: FlagName, patch: Partial<FlagSetting>): PanelState {
  const table = state.flags[state.env];
  return {
    ...state,
    flags: { ...state.flags, [state.env]: { ...table, [flag]: { ...table[flag], ...patch } } },
  };
}

function reducer(state: PanelState, action: Action): PanelState {
  switch (action.type) {
    case 'switch':
      return { ...state, env: action.env };
    case 'toggle':
      return patchFlag(state, action.flag, { enabled: !state.flags[state.env][action.flag].enabled });
    case 'edit': {
      const value = parseRollout(action.text);
      return value === null
        ? patchFlag(state, action.flag, { draft: action.text, error: RANGE_ERROR })
        : patchFlag(state, action.flag, { draft: action.text, rollout: value, error: null });
    }
  }
}

export default function App() {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    env: 'production' as EnvId,
    flags: startingFlags(),
  }));
  const flags = state.flags[state.env];
  const { audience } = ENVIRONMENTS[state.env];
  const onCount = FLAG_NAMES.filter((name) => flags[name].enabled).length;

  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1>Feature rollout</h1>
          <p className="page__lede">Switch flags on and off and choose how many users each one reaches.</p>
        </div>
      </header>
      <EnvironmentBar env={state.env} onChange={(env) => dispatch({ type: 'switch', env })} />
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
              reach={reachOf(flags[name], audience)}
              onToggle={() => dispatch({ type: 'toggle', flag: name })}
              onEdit={(text) => dispatch({ type: 'edit', flag: name, text })}
            />
          ))}
        </div>
      </main>
    </div>
  );
}
