import { useCallback, useEffect, useState } from "react";
import { errorMessage, fetchBusinessDate, fetchInHouse, type ResRow } from "./api";
import GuestsTable from "./GuestsTable";
import "./styles.css";

export default function App() {
  const [businessDate, setBusinessDate] = useState<string | null>(null);
  const [guests, setGuests] = useState<ResRow[]>([]);
  const [guestsLoaded, setGuestsLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const loadGuests = useCallback(async () => {
    try {
      setGuests(await fetchInHouse());
      setGuestsLoaded(true);
    } catch (err) {
      setLoadError(`Could not read the guests in house: ${errorMessage(err)}`);
    }
  }, []);

  const reloadAll = useCallback(async () => {
    setLoadError(null);
    try {
      setBusinessDate(await fetchBusinessDate());
    } catch (err) {
      setLoadError(`Could not read the business date: ${errorMessage(err)}`);
    }
    await loadGuests();
  }, [loadGuests]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  return (
    <main className="desk">
      <header className="top">
        <div>
          <h1>Departures desk</h1>
          {businessDate && <p className="date">Business date: {businessDate}</p>}
        </div>
        <button type="button" onClick={() => void reloadAll()}>
          Reload
        </button>
      </header>
      {loadError && <p className="problem" role="alert">{loadError}</p>}
      <section className="panel" aria-labelledby="guests-heading">
        <h2 id="guests-heading">Guests in house</h2>
        {guestsLoaded && <GuestsTable guests={guests} businessDate={businessDate} />}
      </section>
    </main>
  );
}
