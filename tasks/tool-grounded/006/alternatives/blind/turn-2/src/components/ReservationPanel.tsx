import { useState } from "react";
import type { Picked } from "./WeekGrid";
import { confirmHold, describeError, holdBlock, releaseHold, type Hold, type Instrument } from "../api";
import { clock, dayLabel, span } from "../week";

type ActiveHold = { hold: Hold; token: string };

type Props = {
  instrument: Instrument | undefined;
  instruments: Instrument[];
  picked: Picked | null;
  person: string;
  onPerson: (v: string) => void;
  onReserved: () => void;
  onChanged: () => void;
};

export default function ReservationPanel({ instrument, instruments, picked, person, onPerson, onReserved, onChanged }: Props) {
  const [experiment, setExperiment] = useState("");
  const [active, setActive] = useState<ActiveHold | null>(null);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  const nameOf = (id: string) => instruments.find((r) => r.id === id)?.name ?? id;

  async function onHold() {
    const who = person.trim();
    if (!picked || !who || !instrument) {
      setNotice("Pick a free block and enter your name first");
      return;
    }
    setBusy(true);
    try {
      const out = await holdBlock(instrument.id, picked.date, picked.start, who);
      setActive({ hold: out.hold, token: out.hold_token });
      setNotice("");
    } catch (err) {
      setNotice(describeError(err));
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  async function onConfirm() {
    if (!active) {
      setNotice("Hold a block first");
      return;
    }
    const title = experiment.trim();
    if (!title) {
      setNotice("Enter the experiment first");
      return;
    }
    setBusy(true);
    try {
      const booking = await confirmHold(active.hold.id, active.token, title);
      setActive(null);
      setNotice(
        `Reserved ${nameOf(booking.resource_id)}, ${dayLabel(booking.date)} ${span(booking.start, booking.end)} (${booking.id})`,
      );
      onReserved();
    } catch (err) {
      setNotice(describeError(err));
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  async function onRelease() {
    if (!active) {
      setNotice("There is no hold to release");
      return;
    }
    setBusy(true);
    try {
      await releaseHold(active.hold.id, active.token);
      setActive(null);
      setNotice("Hold released");
    } catch (err) {
      setNotice(describeError(err));
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  return (
    <section className="panel">
      <h2>Reservation</h2>
      {picked ? (
        <p className="selected">{`Selected: ${dayLabel(picked.date)}, ${span(picked.start, picked.end)}`}</p>
      ) : (
        <p className="muted">Click a free block in the table to select it.</p>
      )}
      <div className="fields">
        <div className="field">
          <label htmlFor="res-name">Your name</label>
          <input id="res-name" type="text" value={person} onChange={(e) => onPerson(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="res-experiment">Experiment</label>
          <input id="res-experiment" type="text" value={experiment} onChange={(e) => setExperiment(e.target.value)} />
        </div>
      </div>
      <div className="actions">
        <button type="button" onClick={onHold} disabled={busy}>
          Hold block
        </button>
        <button type="button" onClick={onConfirm} disabled={busy}>
          Confirm reservation
        </button>
        <button type="button" className="secondary" onClick={onRelease} disabled={busy}>
          Release hold
        </button>
      </div>
      {active && <p className="hold-line">{`Held until ${clock(active.hold.expires_at)}`}</p>}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
