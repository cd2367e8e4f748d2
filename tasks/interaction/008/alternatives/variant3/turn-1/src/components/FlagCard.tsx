import type { FlagName, FlagSetting } from '../flags';
import { formatCount } from '../flags';

interface FlagCardProps {
  name: FlagName;
  setting: FlagSetting;
  reach: number;
  onToggle: () => void;
  onEdit: (text: string) => void;
}

export default function FlagCard({ name, setting, reach, onToggle, onEdit }: FlagCardProps) {
  const errorId = `${name}-rollout-error`;
  return (
    <article className={setting.enabled ? 'flag flag--on' : 'flag'}>
      <h2 className="flag__name">{name}</h2>
      <div className="flag__controls">
        <label className="flag__toggle">
          <input type="checkbox" checked={setting.enabled} onChange={onToggle} />
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
            disabled={!setting.enabled}
            aria-invalid={setting.error ? true : undefined}
            aria-describedby={setting.error ? errorId : undefined}
            onChange={(event) => onEdit(event.target.value)}
          />
        </label>
      </div>
      <div className="flag__status">
        <p className="flag__reach">
          Reaches <strong>{formatCount(reach)}</strong> users
        </p>
        {setting.error && (
          <p id={errorId} className="flag__error" role="alert">
            {setting.error}
          </p>
        )}
      </div>
    </article>
  );
}
