import { useState } from "react";
import AddEntrant from "./AddEntrant";
import EntrantsTable from "./EntrantsTable";
import { INITIAL_ENTRANTS } from "./logic";
import type { Entrant, Year } from "./types";
import "./styles.css";

export default function App() {
  const [entrants, setEntrants] = useState<Entrant[]>(INITIAL_ENTRANTS);
  const [nextId, setNextId] = useState(INITIAL_ENTRANTS.length + 1);

  function addEntrant(name: string, year: Year, best: number) {
    setEntrants((list) => [...list, { id: nextId, name, year, best }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Sports day heats</h1>
      <p className="intro">Wrenfold Green Primary School · 60 metres sprint</p>
      <AddEntrant entrants={entrants} onAdd={addEntrant} />
      <EntrantsTable entrants={entrants} />
    </main>
  );
}
