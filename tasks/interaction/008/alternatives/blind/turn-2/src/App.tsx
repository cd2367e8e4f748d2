import { useReducer } from "react";
import FlagCard from "./FlagCard";
import { ENVIRONMENTS, ENV_IDS, FLAG_IDS, START, reach, reducer, type EnvId } from "./flags";
import "./styles.css";

export default function App() {
  const [state, dispatch] = useReducer(reducer, START);
  const env = ENVIRONMENTS[state.env];
  const flags = state.envs[state.env];
  const onCount = FLAG_IDS.filter((id) => flags[id].enabled).length;

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

      <p className="summary">
        {onCount} of {FLAG_IDS.length} flags on
      </p>
      <div className="flag-grid">
        {FLAG_IDS.map((id) => (
          <FlagCard
            key={`${state.env}-${id}`}
            id={id}
            flag={flags[id]}
            users={reach(flags[id], env.audience)}
            onToggle={() => dispatch({ type: "toggle", flag: id })}
            onDraft={(text) => dispatch({ type: "draft", flag: id, text })}
          />
        ))}
      </div>
      <p className="footnote">
        Reach in {env.name} is counted against {env.audience.toLocaleString("en-US")} {env.audienceLabel}.
      </p>
    </main>
  );
}
