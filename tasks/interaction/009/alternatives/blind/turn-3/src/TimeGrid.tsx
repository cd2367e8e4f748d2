import { clock } from "./schedule";

type Props = {
  starts: number[];
  selected: number | null;
  onPick: (start: number) => void;
};

export default function TimeGrid({ starts, selected, onPick }: Props) {
  return (
    <fieldset className="times">
      <legend>Start times</legend>
      <p className="count">Start times available: {starts.length}</p>
      {starts.length === 0 ? (
        <p className="muted">Nothing fits on this day for this service. Try another day.</p>
      ) : (
        <div className="time-grid">
          {starts.map((start) => (
            <button
              key={start}
              type="button"
              className={start === selected ? "slot picked" : "slot"}
              aria-pressed={start === selected}
              onClick={() => onPick(start)}
            >
              {clock(start)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
