import { usersFormat, type Flag, type FlagId } from "./flags";

type Props = {
  id: FlagId;
  flag: Flag;
  users: number;
  onToggle: () => void;
  onDraft: (text: string) => void;
};

export default function FlagCard({ id, flag, users, onToggle, onDraft }: Props) {
  const boxId = `${id}-enabled`;
  const fieldId = `${id}-rollout`;
  const errorId = `${id}-error`;
  return (
    <section className="flag-card">
      <h2>{id}</h2>
      <div className="flag-controls">
        <div className="check">
          <input id={boxId} type="checkbox" checked={flag.enabled} onChange={onToggle} />
          <label htmlFor={boxId}>Enabled</label>
        </div>
        <div className="rollout">
          <label htmlFor={fieldId}>Rollout (%)</label>
          <input
            id={fieldId}
            type="number"
            min={0}
            max={100}
            step={1}
            value={flag.draft}
            disabled={!flag.enabled}
            aria-invalid={flag.error !== null}
            aria-describedby={flag.error ? errorId : undefined}
            onChange={(e) => onDraft(e.target.value)}
          />
        </div>
      </div>
      {flag.error && (
        <p id={errorId} className="flag-error" role="alert">
          {flag.error}
        </p>
      )}
      <p className="reach">Reaches {usersFormat.format(users)} users</p>
    </section>
  );
}
