import { ENVIRONMENTS, ENV_ORDER, type EnvId } from '../flags';

interface EnvironmentBarProps {
  env: EnvId;
  onChange: (env: EnvId) => void;
}

export default function EnvironmentBar({ env, onChange }: EnvironmentBarProps) {
  return (
    <div className={`env-bar env-bar--${env}`}>
      <p className="env-bar__banner">Editing {ENVIRONMENTS[env].label}</p>
      <label className="env-bar__picker">
        <span>Environment</span>
        <select value={env} onChange={(event) => onChange(event.target.value as EnvId)}>
          {ENV_ORDER.map((id) => (
            <option key={id} value={id}>
              {ENVIRONMENTS[id].label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
