import { useReducer } from 'react';
import './panel.css';
import { FLAGS, isLive } from './flags';
import FlagCard from './FlagCard';
import { initialState, reducer } from './store';

export default function App() {
  const [state, dispatch] = useReducer(reducer, undefined, initialState);
  const env = state.env;
  const current = state.settings[env];
  const onCount = FLAGS.filter((f) => isLive(f, current)).length;

  return (
    <div className="app">
      <header className="head">
        <h1>Feature rollout</h1>
      </header>

      <div className="toolbar">
        <p className="count">
          {onCount} of {FLAGS.length} flags on
        </p>
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

    </div>
  );
}
