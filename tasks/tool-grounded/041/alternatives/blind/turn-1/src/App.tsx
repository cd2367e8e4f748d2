import { useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  errorCode,
  errorMessage,
  fetchBusinessDate,
  fetchReservation,
  searchGuests,
  type ResDetail,
  type ResRow,
} from "./api";
import MatchesSection from "./MatchesSection";
import FolioSection from "./FolioSection";

const RESERVATION_ID = /^rs-\d+$/i;

export default function App() {
  const [auditDate, setAuditDate] = useState("");
  const [dateError, setDateError] = useState("");
  const [query, setQuery] = useState("");
  const [findMessage, setFindMessage] = useState("");
  const [matches, setMatches] = useState<{ text: string; rows: ResRow[] } | null>(null);
  const [folio, setFolio] = useState<ResDetail | null>(null);
  const [folioMessage, setFolioMessage] = useState("");

  const lastSearch = useRef<string | null>(null);
  const shownId = useRef<string | null>(null);

  const loadDate = async () => {
    try {
      setAuditDate(await fetchBusinessDate());
      setDateError("");
    } catch (err) {
      setDateError(`Could not read the business date: ${errorMessage(err)}`);
    }
  };

  const runSearch = async (text: string) => {
    try {
      const rows = await searchGuests(text);
      lastSearch.current = text;
      setMatches({ text, rows });
    } catch (err) {
      setFindMessage(`Could not search: ${errorMessage(err)}`);
    }
  };

  const repeatSearch = async () => {
    if (lastSearch.current !== null) await runSearch(lastSearch.current);
  };

  const showReservation = (reservation: ResDetail) => {
    shownId.current = reservation.id;
    setFolio(reservation);
  };

  /** Reads the bill from the system; returns false when it could not. */
  const loadFolio = async (id: string): Promise<boolean> => {
    try {
      const out = await fetchReservation(id);
      showReservation(out.reservation);
      return true;
    } catch (err) {
      setFolioMessage(`Could not read ${id}: ${errorMessage(err)}`);
      return false;
    }
  };

  const openBill = async (id: string) => {
    setFolioMessage("");
    await loadFolio(id);
  };

  useEffect(() => {
    void loadDate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const find = async () => {
    const text = query.trim();
    if (text.length < 2) {
      setFindMessage("Type at least 2 characters");
      return;
    }
    setFindMessage("");
    if (RESERVATION_ID.test(text)) {
      const id = text.toUpperCase();
      try {
        const out = await fetchReservation(id);
        setFolioMessage("");
        showReservation(out.reservation);
      } catch (err) {
        if (errorCode(err) === "not_found") setFindMessage(`Not found: ${errorMessage(err)}`);
        else setFindMessage(`Could not read ${id}: ${errorMessage(err)}`);
      }
      return;
    }
    await runSearch(text);
  };

  const reload = async () => {
    await loadDate();
    await repeatSearch();
    if (shownId.current) await loadFolio(shownId.current);
  };

  return (
    <main className="desk">
      <header className="top">
        <div>
          <h1>Folio corrections</h1>
          <p className="date">{dateError || `Audit date: ${auditDate || "…"}`}</p>
        </div>
        <button type="button" onClick={() => void reload()}>
          Reload
        </button>
      </header>

      <form
        className="panel search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <label htmlFor="find-text">Guest or reservation</label>
        <input id="find-text" type="text" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">Find</button>
        {findMessage && (
          <p className="message" role="status">
            {findMessage}
          </p>
        )}
      </form>

      {matches && <MatchesSection text={matches.text} rows={matches.rows} onOpen={(id) => void openBill(id)} />}

      <FolioSection
        folio={folio}
        message={folioMessage}
      />
    </main>
  );
}
