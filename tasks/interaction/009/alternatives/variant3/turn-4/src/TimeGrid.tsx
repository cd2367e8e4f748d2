import { clock } from './schedule';

interface Props {
  starts: number[];
  selected: number | null;
  onSelect: (start: number) => void;
}

export default function TimeGrid({ starts, selected, onSelect }: Props) {
  if (starts.length === 0) {
    return <p className="muted">No start times left on this day for this service.</p>;
  }
  return (
    <div className="times" role="group" aria-label="Start times">
      {starts.map((t) => (
        <button
          key={t}
          type="button"
          className={t === selected ? 'time time--on' : 'time'}
          aria-pressed={t === selected}
          onClick={() => onSelect(t)}
        >
          {clock(t)}
        </button>
      ))}
    </div>
  );
}
