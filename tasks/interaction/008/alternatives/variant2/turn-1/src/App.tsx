import { useState } from "react";
import "./styles.css";

const FLAG_NAMES = ["new-checkout", "dark-mode", "search-v2"] as const;
const DAILY_USERS = 20000;

type FlagName = (typeof FLAG_NAMES)[number];
type Flag = { enabled: boolean; rollout: number };
type Flags = Record<FlagName, Flag>;

const INITIAL: Flags = {
  "new-checkout": { enabled: true, rollout: 10 },
  "dark-mode": { enabled: false, rollout: 0 },
  "search-v2": { enabled: true, rollout: 50 },
};

const users = (n: number) => n.toLocaleString("en-US");

export default function App() {
  const [flags, setFlags] = useState<Flags>(INITIAL);
  const [drafts, setDrafts] = useState<Record<FlagName, string>>({
    "new-checkout": "10",
    "dark-mode": "0",
    "search-v2": "50",
  });
  const [errors, setErrors] = useState<Partial<Record<FlagName, string>>>({});
  const onCount = FLAG_NAMES.filter((name) => flags[name].enabled).length;

  function reach(name: FlagName) {
    const flag = flags[name];
    return flag.enabled ? Math.round((DAILY_USERS * flag.rollout) / 100) : 0;
  }

  function setEnabled(name: FlagName, enabled: boolean) {
    setFlags({ ...flags, [name]: { ...flags[name], enabled } });
  }

  function typeRollout(name: FlagName, value: string) {
    setDrafts({ ...drafts, [name]: value });
    const n = Number(value);
    if (value.trim() === "" || !Number.isInteger(n) || n < 0 || n > 100) {
      setErrors({ ...errors, [name]: "Rollout must be between 0 and 100" });
      return;
    }
    setErrors({ ...errors, [name]: undefined });
    setFlags({ ...flags, [name]: { ...flags[name], rollout: n } });
  }

  return (
    <main>
      <h1>Feature rollout</h1>
      <p className="summary">
        {onCount} of {FLAG_NAMES.length} flags on
      </p>
      <div className="flags">
        {FLAG_NAMES.map((name) => (
          <section key={name} aria-labelledby={`flag-${name}`}>
            <h2 id={`flag-${name}`}>{name}</h2>
            <label className="inline">
              <input type="checkbox" checked={flags[name].enabled} onChange={(e) => setEnabled(name, e.target.checked)} />
              Enabled
            </label>
            <label>
              Rollout (%)
              <input
                type="number"
                min={0}
                max={100}
                disabled={!flags[name].enabled}
                value={drafts[name]}
                onChange={(e) => typeRollout(name, e.target.value)}
              />
            </label>
            {errors[name] && <p className="error">{errors[name]}</p>}
            <p>Reaches {users(reach(name))} users</p>
          </section>
        ))}
      </div>
    </main>
  );
}
