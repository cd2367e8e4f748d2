import { useEffect, useRef, useState } from "react";
import "./styles.css";

const FLAG_NAMES = ["new-checkout", "dark-mode", "search-v2"] as const;
const ENVS = ["production", "staging"] as const;
const ENV_LABEL = { production: "Production", staging: "Staging" } as const;
const DAILY_USERS = { production: 20000, staging: 250 } as const;
const MAX_PRODUCTION_STEP = 25;

type FlagName = (typeof FLAG_NAMES)[number];
type Env = (typeof ENVS)[number];
type Flag = { enabled: boolean; rollout: number };
type Flags = Record<FlagName, Flag>;
type EnvState = { flags: Flags; drafts: Record<FlagName, string>; saved: Record<FlagName, number> };
type Change = { id: number; env: Env; text: string; before: Flags };

function envState(flags: Flags): EnvState {
  const drafts = Object.fromEntries(FLAG_NAMES.map((n) => [n, String(flags[n].rollout)])) as Record<FlagName, string>;
  const saved = Object.fromEntries(FLAG_NAMES.map((n) => [n, flags[n].rollout])) as Record<FlagName, number>;
  return { flags, drafts, saved };
}

const INITIAL: Record<Env, EnvState> = {
  production: envState({
    "new-checkout": { enabled: true, rollout: 10 },
    "dark-mode": { enabled: false, rollout: 0 },
    "search-v2": { enabled: true, rollout: 50 },
  }),
  staging: envState({
    "new-checkout": { enabled: true, rollout: 100 },
    "dark-mode": { enabled: true, rollout: 100 },
    "search-v2": { enabled: true, rollout: 100 },
  }),
};

const users = (n: number) => n.toLocaleString("en-US");

export default function App() {
  const [env, setEnv] = useState<Env>("production");
  const [envs, setEnvs] = useState(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<FlagName, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  const [history, setHistory] = useState<Change[]>([]);
  const [nextId, setNextId] = useState(1);
  const { flags, drafts, saved } = envs[env];
  const blocked = (name: FlagName) => name === "search-v2" && !flags["new-checkout"].enabled;
  const isOn = (name: FlagName) => flags[name].enabled && !blocked(name);
  const onCount = FLAG_NAMES.filter(isOn).length;

  function reach(name: FlagName) {
    return isOn(name) ? Math.round((DAILY_USERS[env] * flags[name].rollout) / 100) : 0;
  }

  function log(text: string, before: Flags) {
    setHistory([{ id: nextId, env, text: `${ENV_LABEL[env]} · ${text}`, before }, ...history]);
    setNextId(nextId + 1);
  }

  function turnEverythingOff() {
    const off = Object.fromEntries(FLAG_NAMES.map((n) => [n, { ...flags[n], enabled: false }])) as Flags;
    update({ flags: off });
    log("all flags turned off", flags);
    setConfirming(false);
  }

  function commitRollout(name: FlagName) {
    const to = flags[name].rollout;
    const from = saved[name];
    if (to === from) return;
    update({ drafts: { ...drafts, [name]: String(to) }, saved: { ...saved, [name]: to } });
    log(`${name} rollout ${from}% → ${to}%`, { ...flags, [name]: { ...flags[name], rollout: from } });
  }

  function undo() {
    const [last, ...rest] = history;
    if (!last) return;
    setEnvs({ ...envs, [last.env]: envState(last.before) });
    setHistory(rest);
    setErrors({});
  }

  function update(next: Partial<EnvState>) {
    setEnvs({ ...envs, [env]: { ...envs[env], ...next } });
  }

  function setEnabled(name: FlagName, enabled: boolean) {
    update({ flags: { ...flags, [name]: { ...flags[name], enabled } } });
    log(`${name} turned ${enabled ? "on" : "off"}`, flags);
  }

  function typeRollout(name: FlagName, value: string) {
    const nextDrafts = { ...drafts, [name]: value };
    const n = Number(value);
    if (value.trim() === "" || !Number.isInteger(n) || n < 0 || n > 100) {
      setErrors({ ...errors, [name]: "Rollout must be between 0 and 100" });
      update({ drafts: nextDrafts });
      return;
    }
    if (env === "production" && n > saved[name] + MAX_PRODUCTION_STEP) {
      setErrors({ ...errors, [name]: "Production rollouts can rise at most 25 points at a time" });
      update({ drafts: nextDrafts });
      return;
    }
    setErrors({ ...errors, [name]: undefined });
    update({ drafts: nextDrafts, flags: { ...flags, [name]: { ...flags[name], rollout: n } } });
  }

  function switchEnv(next: Env) {
    setEnv(next);
    setErrors({});
    setEnvs({ ...envs, [env]: { ...envs[env], drafts: envState(envs[env].flags).drafts } });
  }

  return (
    <main>
      <h1>Feature rollout</h1>
      <div className="toolbar">
        <label>
          Environment
          <select value={env} onChange={(e) => switchEnv(e.target.value as Env)}>
            {ENVS.map((e) => (
              <option key={e} value={e}>{ENV_LABEL[e]}</option>
            ))}
          </select>
        </label>
        <p className={`banner ${env}`}>Editing {ENV_LABEL[env]}</p>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Turn everything off
        </button>
      </div>
      <p className="summary">
        {onCount} of {FLAG_NAMES.length} flags on
      </p>
      <div className="flags">
        {FLAG_NAMES.map((name) => (
          <section key={name} aria-labelledby={`flag-${name}`}>
            <h2 id={`flag-${name}`}>{name}</h2>
            <label className="inline">
              <input
                type="checkbox"
                checked={flags[name].enabled}
                disabled={blocked(name)}
                onChange={(e) => setEnabled(name, e.target.checked)}
              />
              Enabled
            </label>
            <label>
              Rollout (%)
              <input
                type="number"
                min={0}
                max={100}
                disabled={!isOn(name)}
                value={drafts[name]}
                onChange={(e) => typeRollout(name, e.target.value)}
                onBlur={() => commitRollout(name)}
                onKeyDown={(e) => e.key === "Enter" && commitRollout(name)}
              />
            </label>
            {blocked(name) && <p className="note">Needs new-checkout</p>}
            {errors[name] && <p className="error">{errors[name]}</p>}
            <p>Reaches {users(reach(name))} users</p>
          </section>
        ))}
      </div>
      <section aria-labelledby="history-heading" className="history">
        <div className="history-head">
          <h2 id="history-heading">History</h2>
          <button type="button" className="secondary" disabled={history.length === 0} onClick={undo}>
            Undo last change
          </button>
        </div>
        {history.length === 0 ? (
          <p className="note">No changes yet</p>
        ) : (
          <ul>
            {history.map((c) => (
              <li key={c.id}>{c.text}</li>
            ))}
          </ul>
        )}
      </section>
      <dialog
        ref={dialogRef}
        aria-labelledby="kill-title"
        onCancel={(e) => {
          e.preventDefault();
          setConfirming(false);
        }}
      >
        <h2 id="kill-title">Turn off all flags in {ENV_LABEL[env]}?</h2>
        <p>Every flag in {ENV_LABEL[env]} will be disabled. The other environment is not affected.</p>
        <div className="actions">
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="danger" onClick={turnEverythingOff}>
            Confirm
          </button>
        </div>
      </dialog>
    </main>
  );
}
