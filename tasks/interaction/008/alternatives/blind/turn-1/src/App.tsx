import { useReducer } from "react";
import FlagCard from "./FlagCard";
import { DAILY_USERS, FLAG_IDS, PRODUCTION_START, reach, reducer } from "./flags";
import "./styles.css";

export default function App() {
  const [flags, dispatch] = useReducer(reducer, PRODUCTION_START);
  const onCount = FLAG_IDS.filter((id) => flags[id].enabled).length;

  return (
    <main className="console">
      <h1>Feature rollout</h1>
      <p className="summary">
        {onCount} of {FLAG_IDS.length} flags on
      </p>
      <div className="flag-grid">
        {FLAG_IDS.map((id) => (
          <FlagCard
            key={id}
            id={id}
            flag={flags[id]}
            users={reach(flags[id], DAILY_USERS)}
            onToggle={() => dispatch({ type: "toggle", flag: id })}
            onDraft={(text) => dispatch({ type: "draft", flag: id, text })}
          />
        ))}
      </div>
      <p className="footnote">Reach is counted against {DAILY_USERS.toLocaleString("en-US")} daily active users.</p>
    </main>
  );
}
