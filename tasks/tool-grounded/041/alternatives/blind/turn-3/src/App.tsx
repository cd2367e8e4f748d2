import { useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  errorCode,
  errorMessage,
  fetchBusinessDate,
  fetchInHouse,
  fetchReservation,
  postCharge,
  searchGuests,
  voidCharge,
  type FolioLine,
  type ResDetail,
  type ResRow,
} from "./api";
import { money, toCents } from "./format";
import MatchesSection from "./MatchesSection";
import FolioSection from "./FolioSection";
import LogSection, { type LogEntry } from "./LogSection";

const RESERVATION_ID = /^rs-\d+$/i;

export default function App() {
  const [auditDate, setAuditDate] = useState("");
  const [dateError, setDateError] = useState("");
  const [query, setQuery] = useState("");
  const [findMessage, setFindMessage] = useState("");
  const [matches, setMatches] = useState<{ text: string; rows: ResRow[] } | null>(null);
  const [folio, setFolio] = useState<ResDetail | null>(null);
  const [folioMessage, setFolioMessage] = useState("");
  const [reason, setReason] = useState("Not used");
  const [note, setNote] = useState("");
  const [inHouse, setInHouse] = useState<ResRow[]>([]);
  const [moveTo, setMoveTo] = useState("");
  const [log, setLog] = useState<LogEntry[]>([]);
  const [busy, setBusy] = useState(false);

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

  const loadInHouse = async (excludeId: string) => {
    try {
      const rows = (await fetchInHouse()).filter((r) => r.id !== excludeId);
      setInHouse(rows);
      setMoveTo(rows.length > 0 ? rows[0].id : "");
    } catch (err) {
      setInHouse([]);
      setMoveTo("");
      setFolioMessage(`Could not read the in-house reservations: ${errorMessage(err)}`);
    }
  };

  const showReservation = (reservation: ResDetail) => {
    shownId.current = reservation.id;
    setFolio(reservation);
  };

  /** Reads the bill (and the Move to list) from the system; returns false when it could not. */
  const loadFolio = async (id: string): Promise<boolean> => {
    try {
      const out = await fetchReservation(id);
      showReservation(out.reservation);
      await loadInHouse(out.reservation.id);
      return true;
    } catch (err) {
      setFolioMessage(`Could not read ${id}: ${errorMessage(err)}`);
      return false;
    }
  };

  const afterWrite = async (id: string) => {
    await loadFolio(id);
    await repeatSearch();
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
        await loadInHouse(out.reservation.id);
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

  const guard = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const voidLine = (line: FolioLine) =>
    guard(async () => {
      if (!folio) return;
      if (line.category === "room" && reason !== "Price error" && reason !== "Posted twice") {
        setFolioMessage("A room night can only be voided as Price error or Posted twice");
        return;
      }
      const trimmedNote = note.trim();
      if (toCents(line.amount) > 10000 && trimmedNote.length < 10) {
        setFolioMessage("A void above $100.00 needs a note of at least 10 characters");
        return;
      }
      const sentReason = trimmedNote ? `${reason}: ${trimmedNote}` : reason;
      const id = folio.id;
      try {
        const fresh = await fetchReservation(id);
        const out = await voidCharge(id, line.id, sentReason, fresh.evidence_token);
        const amount = money(out.line.amount);
        setFolioMessage(`Voided ${out.line.id} (${amount}) on ${out.reservation.id}`);
        setNote("");
        setLog((prev) => [
          {
            kind: "void",
            cents: toCents(out.line.amount),
            text: `Voided ${out.line.id} on ${out.reservation.id}: ${amount} (${sentReason})`,
          },
          ...prev,
        ]);
        await afterWrite(id);
      } catch (err) {
        setFolioMessage(`Refused: ${errorMessage(err)}`);
        await loadFolio(id);
      }
    });

  const moveLine = (line: FolioLine) =>
    guard(async () => {
      if (!folio) return;
      const id = folio.id;
      if (!moveTo) {
        setFolioMessage("Choose a reservation in Move to");
        return;
      }
      let posted;
      try {
        posted = await postCharge(moveTo, line.category ?? "misc", line.description, line.amount);
      } catch (err) {
        setFolioMessage(`Refused: ${errorMessage(err)}`);
        await loadFolio(id);
        return;
      }
      const target = posted.reservation.id;
      const newLine = posted.line.id;
      try {
        const fresh = await fetchReservation(id);
        const out = await voidCharge(id, line.id, `Moved to ${target} as ${newLine}`, fresh.evidence_token);
        const amount = money(out.line.amount);
        setFolioMessage(`Moved ${out.line.id} (${amount}) to ${target} as ${newLine}`);
        setLog((prev) => [
          {
            kind: "move",
            cents: toCents(out.line.amount),
            text: `Moved ${out.line.id} on ${out.reservation.id} to ${target} as ${newLine}: ${amount}`,
          },
          ...prev,
        ]);
        await afterWrite(id);
      } catch (err) {
        setFolioMessage(`Refused: ${errorMessage(err)}`);
        await loadFolio(id);
      }
    });

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
        busy={busy}
        reason={reason}
        onReason={setReason}
        note={note}
        onNote={setNote}
        onVoid={(line) => void voidLine(line)}
        inHouse={inHouse}
        moveTo={moveTo}
        onMoveTo={setMoveTo}
        onMove={(line) => void moveLine(line)}
      />

      <LogSection entries={log} />
    </main>
  );
}
