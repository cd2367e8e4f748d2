import { Slot } from './api';
import { span } from './week';

interface Props {
  slots: Slot[] | null;
  error: string | null;
}

export default function FreeSlots({ slots, error }: Props) {
  return (
    <section className="card">
      <h2>Free slots</h2>
      {error ? (
        <p className="flash bad" role="alert">
          {error}
        </p>
      ) : slots === null ? (
        <p className="quiet">Checking availability…</p>
      ) : (
        <>
          <p className="count">{slots.length === 1 ? '1 free slot' : `${slots.length} free slots`}</p>
          <ul className="slots">
            {slots.map((s) => (
              <li key={s.start}>
                <span className="time">{span(s.start, s.end)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
