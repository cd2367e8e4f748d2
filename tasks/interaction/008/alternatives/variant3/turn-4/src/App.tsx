import { useReducer, useState } from 'react';
import ConfirmDialog from './components/ConfirmDialog';
import EnvironmentBar from './components/EnvironmentBar';
import FlagCard from './components/FlagCard';
import HistoryPanel from './components/HistoryPanel';
import {
  ENVIRONMENTS,
  FLAG_NAMES,
  RANGE_ERROR,
  blockedBy,
  isOn,
  parseRollout,
  reachOf,
  startingFlags,
  type Change,
  type EnvId,
  type FlagName,
  type FlagSetting,
  type FlagTable,
  type HistoryEntry,
} from './flags';
import './styles.css';

interface PanelState {
  env: EnvId;
  flags: Record<EnvId, FlagTable>;
  /** Newest first. */
  history: HistoryEntry[];
  nextId: number;
}

type Action =
  | { type: 'switch'; env: EnvId }
  | { type: 'toggle'; flag: FlagName }
  | { type: 'edit'; flag: FlagName; text: string }
  | { type: 'commit'; flag: FlagName }
  | { type: 'all-off' }
  | { type: 'undo' };

function patchFlag(state: PanelState, env: EnvId, flag: FlagName, patch: Partial<FlagSetting>): PanelState {
  const table = state.flags[env];
  return {
    ...state,
    flags: { ...state.flags, [env]: { ...table, [flag]: { ...table[flag], ...patch } } },
  };
}

function record(state: PanelState, change: Change): PanelState {
  const entry: HistoryEntry = { id: state.nextId, env: state.env, change };
  return { ...state, history: [entry, ...state.history], nextId: state.nextId + 1 };
}

function revert(state: PanelState, entry: HistoryEntry): PanelState {
  const { change, env } = entry;
  switch (change.kind) {
    case 'rollout':
      return patchFlag(state, env, change.flag, {
        rollout: change.from,
        recorded: change.from,
        draft: String(change.from),
        error: null,
      });
    case 'toggle':
      return patchFlag(state, env, change.flag, { enabled: !change.enabled });
    case 'all-off': {
      const table = state.flags[env];
      const restored = { ...table };
      for (const name of FLAG_NAMES) restored[name] = { ...table[name], enabled: change.previous[name] };
      return { ...state, flags: { ...state.flags, [env]: restored } };
    }
  }
}

function reducer(state: PanelState, action: Action): PanelState {
  const env = state.env;
  switch (action.type) {
    case 'switch':
      return { ...state, env: action.env };
    case 'toggle': {
      const enabled = !state.flags[env][action.flag].enabled;
      return record(patchFlag(state, env, action.flag, { enabled }), { kind: 'toggle', flag: action.flag, enabled });
    }
    case 'edit': {
      const value = parseRollout(action.text);
      return value === null
        ? patchFlag(state, env, action.flag, { draft: action.text, error: RANGE_ERROR })
        : patchFlag(state, env, action.flag, { draft: action.text, rollout: value, error: null });
    }
    case 'commit': {
      const flag = state.flags[env][action.flag];
      if (flag.error) {
        // The typed value was rejected: nothing is recorded and the recorded value stays in effect.
        return flag.rollout === flag.recorded ? state : patchFlag(state, env, action.flag, { rollout: flag.recorded });
      }
      if (flag.rollout === flag.recorded) return state;
      const next = patchFlag(state, env, action.flag, { recorded: flag.rollout });
      return record(next, { kind: 'rollout', flag: action.flag, from: flag.recorded, to: flag.rollout });
    }
    case 'all-off': {
      const table = state.flags[env];
      const previous = {} as Record<FlagName, boolean>;
      const cleared = { ...table };
      for (const name of FLAG_NAMES) {
        previous[name] = table[name].enabled;
        cleared[name] = { ...table[name], enabled: false };
      }
      return record({ ...state, flags: { ...state.flags, [env]: cleared } }, { kind: 'all-off', previous });
    }
    case 'undo': {
      const [latest, ...rest] = state.history;
      if (!latest) return state;
      return { ...revert(state, latest), history: rest };
    }
  }
}

export default function App() {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    env: 'production' as EnvId,
    flags: startingFlags(),
    history: [],
    nextId: 1,
  }));
  const [confirming, setConfirming] = useState(false);
  const flags = state.flags[state.env];
  const { audience, label } = ENVIRONMENTS[state.env];
  const onCount = FLAG_NAMES.filter((name) => isOn(flags, name)).length;

  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1>Feature rollout</h1>
          <p className="page__lede">Switch flags on and off and choose how many users each one reaches.</p>
        </div>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Turn everything off
        </button>
      </header>
      <EnvironmentBar env={state.env} onChange={(env) => dispatch({ type: 'switch', env })} />
      <main className="layout">
        <div>
          <p className="summary" aria-live="polite">
            {onCount} of {FLAG_NAMES.length} flags on
          </p>
          <div className="flag-list">
            {FLAG_NAMES.map((name) => (
              <FlagCard
                key={name}
                name={name}
                setting={flags[name]}
                reach={reachOf(flags, name, audience)}
                blockedBy={blockedBy(flags, name)}
                onToggle={() => dispatch({ type: 'toggle', flag: name })}
                onEdit={(text) => dispatch({ type: 'edit', flag: name, text })}
                onCommit={() => dispatch({ type: 'commit', flag: name })}
              />
            ))}
          </div>
        </div>
        <HistoryPanel entries={state.history} onUndo={() => dispatch({ type: 'undo' })} />
      </main>
      <ConfirmDialog
        open={confirming}
        title={`Turn off all flags in ${label}?`}
        message={`Every flag in ${label} will be disabled. Rollout percentages are kept, and the other environment is not affected.`}
        onConfirm={() => {
          dispatch({ type: 'all-off' });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
