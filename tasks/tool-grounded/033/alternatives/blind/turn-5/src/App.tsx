import { useCallback, useEffect, useRef, useState } from "react";
import {
  checkOut,
  errorMessage,
  fetchRoomsToTurn,
  fetchBusinessDate,
  fetchInHouse,
  fetchReservation,
  recordPayment,
  refundPayment,
  voidCharge,
  type FolioLine,
  type ResDetail,
  type ResRow,
  type RoomRow,
} from "./api";
import GuestsTable from "./GuestsTable";
import RoomsToTurn from "./RoomsToTurn";
import Settlement, { type Note } from "./Settlement";
import { formatUsd, toCents } from "./money";
import { planRefunds } from "./refunds";
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
  const [voidReason, setVoidReason] = useState("");
  const shownId = useRef<string | null>(null);

  const [deskNote, setDeskNote] = useState<Note | null>(null);
  const [rooms, setRooms] = useState<RoomRow[]>([]);
  const [roomsLoaded, setRoomsLoaded] = useState(false);

  const loadRooms = useCallback(async () => {
    try {
      setRooms(await fetchRoomsToTurn());
      setRoomsLoaded(true);
    } catch (err) {
      setLoadError(`Could not read the rooms: ${errorMessage(err)}`);
    }
  }, []);

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
    await loadRooms();
    if (shownId.current) await rereadShown(shownId.current);
  }, [loadGuests, loadRooms, rereadShown]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  const openSettlement = async (reservationId: string) => {
    shownId.current = reservationId;
    setNotes([]);
    setAmount("");
    setMethod("card");
    setVoidReason("");
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

  const voidLine = async (target: FolioLine) => {
    if (!detail) return;
    const reason = voidReason.trim();
    if (reason.length < 4) {
      setNotes([{ text: "Give a reason of at least 4 characters", bad: true }]);
      return;
    }
    const reservationId = detail.id;
    try {
      const { evidence_token } = await fetchReservation(reservationId);
      const { line } = await voidCharge(reservationId, target.id, reason, evidence_token);
      setNotes([{ text: `Voided ${line.id} (${formatUsd(line.amount)})`, bad: false }]);
      setVoidReason("");
      await rereadShown(reservationId);
      await loadGuests();
    } catch (err) {
      setNotes([{ text: `Refused: ${errorMessage(err)}`, bad: true }]);
      await rereadShown(reservationId);
    }
  };

  const refundCredit = async () => {
    if (!detail) return;
    const reservationId = detail.id;
    const plan = planRefunds(detail);
    const made: Note[] = [];
    setNotes([]);
    for (const step of plan) {
      try {
        const { evidence_token } = await fetchReservation(reservationId);
        const { line } = await refundPayment(reservationId, step.paymentLineId, step.cents / 100, evidence_token);
        made.push({
          text: `Refunded ${formatUsd(line.amount)} by ${line.method ?? ""} against ${line.refund_of ?? step.paymentLineId}`,
          bad: false,
        });
        setNotes([...made]);
      } catch (err) {
        made.push({ text: `Refused: ${errorMessage(err)}`, bad: true });
        setNotes([...made]);
        await rereadShown(reservationId);
        await loadGuests();
        return;
      }
    }
    await rereadShown(reservationId);
    await loadGuests();
  };

  const checkOutGuest = async (reservationId: string) => {
    const listedRoom = guests.find((g) => g.id === reservationId)?.room ?? "";
    try {
      const { evidence_token } = await fetchReservation(reservationId);
      const { reservation } = await checkOut(reservationId, evidence_token);
      setDeskNote({ text: `${reservation.id} has left room ${reservation.room ?? listedRoom}`, bad: false });
      if (shownId.current === reservation.id) {
        shownId.current = null;
        setDetail(null);
        setNotes([]);
      }
      await loadGuests();
      await loadRooms();
    } catch (err) {
      setDeskNote({ text: `Refused: ${errorMessage(err)}`, bad: true });
      await loadGuests();
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
        {deskNote && (
          <p className={deskNote.bad ? "note refused" : "note"} aria-live="polite">
            {deskNote.text}
          </p>
        )}
        {guestsLoaded && (
          <GuestsTable
            guests={guests}
            businessDate={businessDate}
            onSettle={(id) => void openSettlement(id)}
            onCheckOut={(id) => void checkOutGuest(id)}
          />
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
          voidReason={voidReason}
          onVoidReasonChange={setVoidReason}
          onVoid={(line) => void voidLine(line)}
          onRefundCredit={() => void refundCredit()}
        />
      )}
      <section className="panel" aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms to turn</h2>
        {roomsLoaded && <RoomsToTurn rooms={rooms} />}
      </section>
    </main>
  );
}
