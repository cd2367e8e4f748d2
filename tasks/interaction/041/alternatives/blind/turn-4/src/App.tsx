import { useState } from "react";
import ZonesSection from "./ZonesSection";
import ProgrammeSection from "./ProgrammeSection";
import RainDelaySection from "./RainDelaySection";
import type { RainDelay } from "./RainDelaySection";
import WeekSection from "./WeekSection";
import WaterUseSection from "./WaterUseSection";
import { DAYS } from "./types";
import type { Zone } from "./types";
import "./styles.css";

export default function App() {
  const [zones, setZones] = useState<Zone[]>([]);
  const [nextId, setNextId] = useState(1);
  const [start, setStart] = useState(6 * 60);
  const [budget, setBudget] = useState(3000);
  const [delay, setDelay] = useState<RainDelay | null>(null);

  function addZone(zone: Omit<Zone, "id">) {
    setZones((list) => [...list, { ...zone, id: nextId }]);
    setNextId((n) => n + 1);
  }

  function removeZone(id: number) {
    setZones((list) => list.filter((z) => z.id !== id));
  }

  const skipped = DAYS.map((_, day) => delay !== null && day >= delay.first && day <= delay.last);

  return (
    <main className="page">
      <h1>Garden watering planner</h1>
      <p className="intro">Lay out the zones at Quillet Cottage and see when each one waters.</p>
      <ZonesSection zones={zones} onAdd={addZone} onRemove={removeZone} />
      <ProgrammeSection start={start} onSetStart={setStart} />
      <RainDelaySection delay={delay} onStart={setDelay} onCancel={() => setDelay(null)} />
      <WeekSection zones={zones} start={start} skipped={skipped} />
      <WaterUseSection zones={zones} skipped={skipped} budget={budget} onSetBudget={setBudget} />
    </main>
  );
}
