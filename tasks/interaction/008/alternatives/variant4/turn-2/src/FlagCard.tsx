import { checkDraft, EnvName, EnvSettings, FlagName, reach } from './flags';

interface Props {
  env: EnvName;
  flag: FlagName;
  all: EnvSettings;
  onToggle: (on: boolean) => void;
  onType: (text: string) => void;
  onCommit: () => void;
}

const users = new Intl.NumberFormat('en-US');

export default function FlagCard({ env, flag, all, onToggle, onType, onCommit }: Props) {
  const s = all[flag];
  const live = s.enabled;
  const { error } = checkDraft(s);
  const idBase = `${env}-${flag}`;

  return (
    <section className={live ? 'flag on' : 'flag'}>
      <h2>
        <code>{flag}</code>
      </h2>
      <div className="controls">
        <label className="check">
          <input
            type="checkbox"
            checked={s.enabled}
            onChange={(e) => onToggle(e.target.checked)}
          />
          Enabled
        </label>
        <div className="pct">
          <label htmlFor={`${idBase}-rollout`}>Rollout (%)</label>
          <input
            id={`${idBase}-rollout`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={s.draft}
            disabled={!live}
            onChange={(e) => onType(e.target.value)}
            onBlur={onCommit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onCommit();
            }}
          />
        </div>
      </div>
      {error && live && <p className="warn">{error}</p>}
      <p className="reach">Reaches {users.format(reach(env, flag, all))} users</p>
    </section>
  );
}
