import type { FlagName, FlagSetting } from '../flags';
import { formatCount } from '../flags';

interface FlagCardProps {
  name: FlagName;
  setting: FlagSetting;
  reach: number;
  /** Prerequisite flag that is off, which locks this one. */
  blockedBy: FlagName | null;
  onToggle: () => void;
  onEdit: (text: string) => void;
  /** Called when the rollout field is left or Enter is pressed. */
  onCommit: () => void;
}

export default function FlagCard({ name, setting, reach, blockedBy, onToggle, onEdit, onCommit }: FlagCardProps) {
  const errorId = `${name}-rollout-error`;
  const live = setting.enabled && !blockedBy;
  return (
    <article className={live ? 'flag flag--on' : 'flag'}>
      <h2 className="flag__name">{name}</h2>
      <div className="flag__controls">
        <label className={blockedBy ? 'flag__toggle flag__toggle--locked' : 'flag__toggle'}>
          <input type="checkbox" checked={setting.enabled} disabled={blockedBy !== null} onChange={onToggle} />
          Enabled
        </label>
        <label className="flag__rollout">
          <span>Rollout (%)</span>
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            value={setting.draft}
            disabled={!live}
            aria-invalid={setting.error ? true : undefined}
            aria-describedby={setting.error ? errorId : undefined}
            onChange={(event) => onEdit(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onCommit();
            }}
          />
        </label>
      </div>
      <div className="flag__status">
        <p className="flag__reach">
          Reaches <strong>{formatCount(reach)}</strong> users
        </p>
        {blockedBy && <p className="flag__note">Needs {blockedBy}</p>}
        {setting.error && (
          <p id={errorId} className="flag__error" role="alert">
            {setting.error}
          </p>
        )}
      </div>
    </article>
  );
}
