import { useEffect, useState } from "react";
import {
  getBooking,
  loadFreeSlots,
  reasonOf,
  rescheduleBooking,
  type Booking,
  type BookingSummary,
  type Slot,
} from "./booking";
import { DAYS, dayLabel, timeRange } from "./days";

type Props = {
  booking: BookingSummary;
  roomName: string;
  onMoved: (moved: Booking) => void;
  onRefused: (message: string) => void;
  onClose: () => void;
};

export default function MoveBooking({ booking, roomName, onMoved, onRefused, onClose }: Props) {
  const [target, setTarget] = useState(booking.date);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function readSlots(date: string) {
    setSlots(null);
    setProblem("");
    try {
      setSlots(await loadFreeSlots(booking.resource_id, date));
    } catch (err) {
      setProblem(reasonOf(err));
      setSlots([]);
    }
  }

  useEffect(() => {
    void readSlots(target);
  }, [target, booking.id]);

  async function moveTo(start: string) {
    setBusy(true);
    try {
      const read = await getBooking(booking.id);
      const moved = await rescheduleBooking(booking.id, read.evidence_token, target, start);
      onMoved(moved);
    } catch (err) {
      onRefused(reasonOf(err));
      await readSlots(target);
    }
    setBusy(false);
  }

  return (
    <div className="move">
      <p className="count">
        {`Moving ${booking.title} (${roomName}, ${dayLabel(booking.date)} ${timeRange(booking.start, booking.end)})`}
      </p>
      <div className="toolbar">
        <label className="field">
          <span>Move to day</span>
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.iso} value={d.iso}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="alt" onClick={onClose}>
          Close
        </button>
      </div>
      {problem && (
        <p className="trouble" role="alert">
          {problem}
        </p>
      )}
      {slots === null ? (
        <p className="muted">Reading free start times…</p>
      ) : slots.length === 0 ? (
        <p className="muted">{`${roomName} has no free start times on ${dayLabel(target)}.`}</p>
      ) : (
        <div className="slots">
          {slots.map((s) => (
            <button key={s.start} type="button" disabled={busy} onClick={() => moveTo(s.start)}>
              {`Start ${s.start.slice(0, 5)}`}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
