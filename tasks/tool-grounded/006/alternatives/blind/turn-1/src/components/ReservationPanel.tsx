import type { Picked } from "./WeekGrid";
import { dayLabel, span } from "../week";

type Props = { picked: Picked | null };

export default function ReservationPanel({ picked }: Props) {
  return (
    <section className="panel">
      <h2>Reservation</h2>
      {picked ? (
        <p className="selected">{`Selected: ${dayLabel(picked.date)}, ${span(picked.start, picked.end)}`}</p>
      ) : (
        <p className="muted">Click a free block in the table to select it.</p>
      )}
    </section>
  );
}
