import { useMemo, useState } from "react";
import AddEntrant from "./AddEntrant";
import EntrantsTable from "./EntrantsTable";
import Final from "./Final";
import Heats from "./Heats";
import StartList from "./StartList";
import { INITIAL_ENTRANTS, placeRunner, removeRunner, seedAll, type HeatsByYear } from "./logic";
import type { Entrant, Year } from "./types";
import "./styles.css";

export default function App() {
  const [entrants, setEntrants] = useState<Entrant[]>(INITIAL_ENTRANTS);
  const [nextId, setNextId] = useState(INITIAL_ENTRANTS.length + 1);
  const [raceYear, setRaceYear] = useState<Year>(5);
  const [lockedHeats, setLockedHeats] = useState<HeatsByYear | null>(null);
  const [results, setResults] = useState<Record<number, string>>({});

  const locked = lockedHeats !== null;
  const byId = useMemo(() => new Map(entrants.map((e) => [e.id, e])), [entrants]);
  const seeded = useMemo(() => seedAll(entrants), [entrants]);
  const heatsByYear = lockedHeats ?? seeded;

  function addEntrant(name: string, year: Year, best: number) {
    const id = nextId;
    setEntrants((list) => [...list, { id, name, year, best, withdrawn: false }]);
    setNextId((n) => n + 1);
    if (lockedHeats) {
      setLockedHeats({ ...lockedHeats, [year]: placeRunner(lockedHeats[year], id) });
    }
  }

  function setWithdrawn(id: number, withdrawn: boolean) {
    const entrant = byId.get(id);
    if (!entrant || entrant.withdrawn === withdrawn) return;
    setEntrants((list) => list.map((e) => (e.id === id ? { ...e, withdrawn } : e)));
    if (lockedHeats) {
      const current = lockedHeats[entrant.year];
      const next = withdrawn ? removeRunner(current, id) : placeRunner(current, id);
      setLockedHeats({ ...lockedHeats, [entrant.year]: next });
    }
  }

  function toggleLock() {
    setLockedHeats(locked ? null : seeded);
  }

  return (
    <main className="page">
      <h1>Sports day heats</h1>
      <p className="intro">Wrenfold Green Primary School · 60 metres sprint</p>
      <AddEntrant entrants={entrants} onAdd={addEntrant} />
      <EntrantsTable
        entrants={entrants}
        onWithdraw={(id) => setWithdrawn(id, true)}
        onReinstate={(id) => setWithdrawn(id, false)}
      />
      <Heats
        heats={heatsByYear[raceYear]}
        byId={byId}
        year={raceYear}
        onYearChange={setRaceYear}
        locked={locked}
        onToggleLock={toggleLock}
        results={results}
        onResultChange={(id, value) => setResults((r) => ({ ...r, [id]: value }))}
      />
      <Final year={raceYear} heats={heatsByYear[raceYear]} entrants={entrants} results={results} />
      <StartList heatsByYear={heatsByYear} byId={byId} />
    </main>
  );
}
