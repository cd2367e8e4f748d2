import { useState } from "react";
import ZonesSection from "./ZonesSection";
import ProgrammeSection from "./ProgrammeSection";
import WeekSection from "./WeekSection";
import type { Zone } from "./types";
import "./styles.css";

export default function App() {
  const [zones, setZones] = useState<Zone[]>([]);
  const [nextId, setNextId] = useState(1);
  const [start, setStart] = useState(6 * 60);

  function addZone(zone: Omit<Zone, "id">) {
    setZones((list) => [...list, { ...zone, id: nextId }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Garden watering planner</h1>
      <p className="intro">Lay out the zones at Quillet Cottage and see when each one waters.</p>
      <ZonesSection zones={zones} onAdd={addZone} />
      <ProgrammeSection start={start} onSetStart={setStart} />
      <WeekSection zones={zones} start={start} />
    </main>
  );
}
