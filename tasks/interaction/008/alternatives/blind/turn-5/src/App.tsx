import { useReducer, useState } from "react";
import ConfirmDialog from "./ConfirmDialog";
import FlagCard from "./FlagCard";
import History from "./History";
import {
  DEPENDS_ON,
  ENVIRONMENTS,
  ENV_IDS,
  FLAG_IDS,
  START,
  isBlocked,
  isOn,
  reach,
  reducer,
  type EnvId,
} from "./flags";
import "./styles.css";

export default function App() {
  const [state, dispatch] = useReducer(reducer, START);
  const [confirming, setConfirming] = useState(false);
  const env = ENVIRONMENTS[state.env];
  const flags = state.envs[state.env];
  const onCount = FLAG_IDS.filter((id) => isOn(flags, id)).length;

  return (
    <main className="console">
      <h1>Feature rollout</h1>

      <div className="env-row">
        <label htmlFor="env-select">Environment</label>
        <select
          id="env-select"
          value={state.env}
          onChange={(e) => dispatch({ type: "env", env: e.target.value as EnvId })}
        >
          {ENV_IDS.map((id) => (
            <option key={id} value={id}>
              {ENVIRONMENTS[id].name}
            </option>
          ))}
        </select>
      </div>
      <div className={`banner banner-${state.env}`} role="status">
        Editing {env.name}
      </div>

      <div className="summary-row">
        <p className="summary">
          {onCount} of {FLAG_IDS.length} flags on
        </p>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Turn everything off
        </button>
      </div>
      <div className="flag-grid">
        {FLAG_IDS.map((id) => (
          <FlagCard
            key={`${state.env}-${id}`}
            id={id}
            flag={flags[id]}
            users={reach(flags, id, env.audience)}
            blockedBy={isBlocked(flags, id) ? (DEPENDS_ON[id] ?? null) : null}
            onToggle={() => dispatch({ type: "toggle", env: state.env, flag: id })}
            onDraft={(text) => dispatch({ type: "draft", env: state.env, flag: id, text })}
            onCommit={() => dispatch({ type: "commit", env: state.env, flag: id })}
          />
        ))}
      </div>
      <p className="footnote">
        Reach in {env.name} is counted against {env.audience.toLocaleString("en-US")} {env.audienceLabel}.
      </p>

      <History history={state.history} onUndo={() => dispatch({ type: "undo" })} />

      <ConfirmDialog
        open={confirming}
        title={`Turn off all flags in ${env.name}?`}
        body={`Every flag in ${env.name} will be disabled. The other environment is not touched.`}
        onConfirm={() => {
          dispatch({ type: "all-off", env: state.env });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
