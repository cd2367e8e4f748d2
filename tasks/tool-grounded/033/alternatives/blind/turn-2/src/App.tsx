import { useCallback, useEffect, useRef, useState } from "react";
import {
  errorMessage,
  fetchBusinessDate,
  fetchInHouse,
  fetchReservation,
  recordPayment,
  type ResDetail,
  type ResRow,
} from "./api";
import GuestsTable from "./GuestsTable";
import Settlement, { type Note } from "./Settlement";
import { formatUsd, toCents } from "./money";
import "./styles.css";

const AMOUNT_PATTERN = /^(\d+(\.\d{1,2})?|\.\d{1,2})$/;

export default function App() {
  const [businessDate, setBusinessDate] = useState<string | null>(null);
  const [guests, setGuests] = useState<ResRow[]>([]);
  const [guestsLoaded, setGuestsLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const [detail, setDetail] = useState<ResDetail | null>(null);
  const [notes, setNotes] = useState<Note[]>([]);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<"card" | "cash">("card");
  const shownId = useRef<string | null>(null);

  const loadGuests = useCallback(async () => {
    try {
      setGuests(await fetchInHouse());
      setGuestsLoaded(true);
    } catch (err) {
      setLoadError(`Could not read the guests in house: ${errorMessage(err)}`);
    }
  }, []);

  /** Reads the reservation shown in "Settlement" again and shows what the system reports. */
  const rereadShown = useCallback(async (reservationId: string) => {
    try {
      const { reservation } = await fetchReservation(reservationId);
      if (shownId.current === reservationId) setDetail(reservation);
    } catch (err) {
      setLoadError(`Could not read ${reservationId}: ${errorMessage(err)}`);
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
    if (shownId.current) await rereadShown(shownId.current);
  }, [loadGuests, rereadShown]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  const openSettlement = async (reservationId: string) => {
    shownId.current = reservationId;
    setNotes([]);
    setAmount("");
    setMethod("card");
    try {
      const { reservation } = await fetchReservation(reservationId);
      if (shownId.current === reservationId) setDetail(reservation);
    } catch (err) {
      setLoadError(`Could not read ${reservationId}: ${errorMessage(err)}`);
    }
  };

  const takePayment = async () => {
    if (!detail) return;
    const text = amount.trim();
    if (!AMOUNT_PATTERN.test(text) || toCents(Number(text)) <= 0) {
      setNotes([{ text: "Enter an amount like 25.00", bad: true }]);
      return;
    }
    const balanceCents = toCents(detail.balance);
    if (balanceCents <= 0) {
      setNotes([{ text: "Nothing to collect on this bill", bad: true }]);
      return;
    }
    const cents = toCents(Number(text));
    if (cents > balanceCents) {
      setNotes([{ text: `Only ${formatUsd(detail.balance)} is owed`, bad: true }]);
      return;
    }
    const reservationId = detail.id;
    try {
      const { line } = await recordPayment(reservationId, cents / 100, method);
      setNotes([{ text: `Took ${formatUsd(line.amount)} by ${line.method ?? method} as ${line.id}`, bad: false }]);
      setAmount("");
      await rereadShown(reservationId);
      await loadGuests();
    } catch (err) {
      setNotes([{ text: `Refused: ${errorMessage(err)}`, bad: true }]);
      await rereadShown(reservationId);
    }
  };

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
        {guestsLoaded && (
          <GuestsTable guests={guests} businessDate={businessDate} onSettle={(id) => void openSettlement(id)} />
        )}
      </section>
      {detail && (
        <Settlement
          detail={detail}
          messages={notes}
          amount={amount}
          onAmountChange={setAmount}
          method={method}
          onMethodChange={setMethod}
          onTakePayment={() => void takePayment()}
        />
      )}
    </main>
  );
}
