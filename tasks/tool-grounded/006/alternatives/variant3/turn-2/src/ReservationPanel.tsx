import { dayLabel, range } from './dates';
import type { Selection } from './WeekTable';

export interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

interface Props {
  selected: Selection | null;
  name: string;
  experiment: string;
  onName: (value: string) => void;
  onExperiment: (value: string) => void;
  holding: boolean;
  busy: boolean;
  notice: Notice | null;
  onHold: () => void;
  onConfirm: () => void;
  onRelease: () => void;
}

export default function ReservationPanel(props: Props) {
  const { selected, name, experiment, holding, busy, notice } = props;
  return (
    <section className="panel">
      <h2>Reservation</h2>
      {selected ? (
        <p className="selected">{`Selected: ${dayLabel(selected.date)}, ${range(selected.start, selected.end)}`}</p>
      ) : (
        <p className="muted">Click a free block in the calendar to choose it.</p>
      )}

      <div className="fields">
        <div className="field">
          <label htmlFor="person-name">Your name</label>
          <input
            id="person-name"
            type="text"
            autoComplete="name"
            value={name}
            onChange={(e) => props.onName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="experiment-title">Experiment</label>
          <input
            id="experiment-title"
            type="text"
            value={experiment}
            onChange={(e) => props.onExperiment(e.target.value)}
          />
        </div>
      </div>

      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={props.onHold} disabled={busy}>
          Hold block
        </button>
        <button type="button" className="btn" onClick={props.onConfirm} disabled={busy || !holding}>
          Confirm reservation
        </button>
        <button type="button" className="btn btn-quiet" onClick={props.onRelease} disabled={busy || !holding}>
          Release hold
        </button>
      </div>

      <div role="status" aria-live="polite" className="notice-slot">
        {notice && <p className={notice.tone === 'error' ? 'notice notice-error' : 'notice notice-ok'}>{notice.text}</p>}
      </div>
    </section>
  );
}
