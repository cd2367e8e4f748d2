import { useEffect, useMemo, useState } from "react";
import "./styles.css";
import { describeError, fetchInstruments, fetchWeek, type Instrument, type WeekData } from "./api";
import InstrumentDetails from "./components/InstrumentDetails";
import WeekGrid, { type Picked } from "./components/WeekGrid";
import ReservationPanel from "./components/ReservationPanel";

const PREFERRED = "Flow cytometer Aurora";
// The lab's main instrument leads the list; the rest follow by name.
const preferredFirst = (a: { name: string }, b: { name: string }) =>
  Number(b.name === PREFERRED) - Number(a.name === PREFERRED) || a.name.localeCompare(b.name);

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [chosenId, setChosenId] = useState("");
  const [week, setWeek] = useState<WeekData | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    fetchInstruments()
      .then((all) => {
        setInstruments(all);
        const usable = all.filter((r) => r.active).sort((a, b) => a.name.localeCompare(b.name));
        const start = usable.find((r) => r.name === PREFERRED) ?? usable[0];
        if (start) setChosenId(start.id);
      })
      .catch((err) => setProblem(describeError(err)));
  }, []);

  useEffect(() => {
    if (!chosenId) return;
    let stale = false;
    setWeek(null);
    fetchWeek(chosenId)
      .then((data) => {
        if (!stale) setWeek(data);
      })
      .catch((err) => {
        if (!stale) setProblem(describeError(err));
      });
    return () => {
      stale = true;
    };
  }, [chosenId]);

  const inService = useMemo(
    () => instruments.filter((r) => r.active).sort(preferredFirst),
    [instruments],
  );
  const outOfService = instruments.filter((r) => !r.active);
  const current = instruments.find((r) => r.id === chosenId);
  const freeCount = week ? Object.values(week.freeByDate).reduce((n, slots) => n + slots.length, 0) : 0;

  return (
    <main className="page">
      <h1>Instrument calendar</h1>
      {problem && <p className="error" role="alert">{problem}</p>}

      <div className="toolbar">
        <label htmlFor="instrument-pick">Instrument</label>
        <select
          id="instrument-pick"
          value={chosenId}
          onChange={(e) => {
            setChosenId(e.target.value);
            setPicked(null);
          }}
        >
          {inService.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>

      <InstrumentDetails current={current} outOfService={outOfService} />

      <section className="panel">
        <h2>This week</h2>
        {week ? (
          <>
            <p className="count">{`${freeCount} free ${freeCount === 1 ? "block" : "blocks"} this week`}</p>
            <div className="grid-wrap">
              <WeekGrid data={week} picked={picked} onPick={setPicked} />
            </div>
          </>
        ) : (
          <p className="muted">Loading the calendar…</p>
        )}
      </section>

      <ReservationPanel picked={picked} />
    </main>
  );
}
