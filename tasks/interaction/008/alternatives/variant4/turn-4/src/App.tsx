import { useReducer, useState } from 'react';
import './panel.css';
import ConfirmDialog from './ConfirmDialog';
import { ENVIRONMENTS, EnvName, FLAGS, isLive } from './flags';
import FlagCard from './FlagCard';
import HistoryPanel from './HistoryPanel';
import { initialState, reducer } from './store';

export default function App() {
  const [state, dispatch] = useReducer(reducer, undefined, initialState);
  const [confirming, setConfirming] = useState(false);
  const env = state.env;
  const current = state.settings[env];
  const onCount = FLAGS.filter((f) => isLive(f, current)).length;

  return (
    <div className="app">
      <header className="head">
        <h1>Feature rollout</h1>
        <label className="env">
          Environment
          <select
            value={env}
            onChange={(e) => dispatch({ type: 'env', env: e.target.value as EnvName })}
          >
            {ENVIRONMENTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </header>

      <p className={`banner ${env === 'Production' ? 'prod' : 'stage'}`}>Editing {env}</p>

      <div className="toolbar">
        <p className="count">
          {onCount} of {FLAGS.length} flags on
        </p>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Turn everything off
        </button>
      </div>

      <div className="cards">
        {FLAGS.map((flag) => (
          <FlagCard
            key={`${env}-${flag}`}
            env={env}
            flag={flag}
            all={current}
            onToggle={(on) => dispatch({ type: 'toggle', flag, on })}
            onType={(text) => dispatch({ type: 'type', flag, text })}
            onCommit={() => dispatch({ type: 'commit', flag })}
          />
        ))}
      </div>

      <HistoryPanel entries={state.history} onUndo={() => dispatch({ type: 'undo' })} />

      {confirming && (
        <ConfirmDialog
          title={`Turn off all flags in ${env}?`}
          onConfirm={() => {
            dispatch({ type: 'all-off' });
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
