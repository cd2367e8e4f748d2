import { useEffect, useState } from "react";
import { cancelReservation, describeError, fetchBookingsFor, type BookingRow, type Instrument } from "../api";
import { dayLabel, inWeek, span } from "../week";

type Props = {
  person: string;
  instruments: Instrument[];
  tick: number;
  onCancelled: () => void;
};

export default function MyReservations({ person, instruments, tick, onCancelled }: Props) {
  const who = person.trim();
  const [rows, setRows] = useState<{ who: string; list: BookingRow[] } | null>(null);
  const [notice, setNotice] = useState("");
  const [working, setWorking] = useState<string | null>(null);

  useEffect(() => {
    if (!who) return;
    let stale = false;
    const timer = window.setTimeout(() => {
      fetchBookingsFor(who)
        .then((list) => {
          if (!stale) setRows({ who, list });
        })
        .catch((err) => {
          if (!stale) setNotice(describeError(err));
        });
    }, 250);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [who, tick]);

  const nameOf = (id: string) => instruments.find((r) => r.id === id)?.name ?? id;

  async function cancel(id: string) {
    setWorking(id);
    try {
      await cancelReservation(id);
      setNotice("Reservation cancelled");
      onCancelled();
    } catch (err) {
      setNotice(describeError(err));
    } finally {
      setWorking(null);
    }
  }

  const mine =
    rows && rows.who === who ? rows.list.filter((b) => b.status === "confirmed" && inWeek(b.date)) : null;

  return (
    <section className="panel">
      <h2>My reservations</h2>
      {!who ? (
        <p className="muted">Enter your name in the Reservation section to see your reservations.</p>
      ) : mine === null ? (
        <p className="muted">Loading reservations…</p>
      ) : mine.length === 0 ? (
        <p className="muted">{`No reservations for ${who} this week.`}</p>
      ) : (
        <div className="cards">
          {mine.map((b) => (
            <div className="card" key={b.id}>
              <span>{`${dayLabel(b.date)} ${span(b.start, b.end)} \u00b7 ${nameOf(b.resource_id)} \u00b7 ${b.title}`}</span>
              <button type="button" className="secondary" disabled={working !== null} onClick={() => cancel(b.id)}>
                Cancel reservation
              </button>
            </div>
          ))}
        </div>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
