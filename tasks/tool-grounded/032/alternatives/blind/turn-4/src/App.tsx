import { useCallback, useEffect, useRef, useState } from "react";
import Availability from "./Availability";
import BookingForm from "./BookingForm";
import Cancellation from "./Cancellation";
import type { CancelView } from "./Cancellation";
import NoShows from "./NoShows";
import UpcomingStays from "./UpcomingStays";
import {
  cancelReservation,
  createReservation,
  errorText,
  fetchAvailability,
  fetchBooked,
  fetchNoShowCandidates,
  markNoShow,
  fetchProperty,
  postedCents,
  quoteCancellation,
  readReservation,
  roomTypeName,
} from "./api";
import type { Property, ResRow } from "./api";
import type { ShownAvailability } from "./types";
import { nightsLabel } from "./dates";
import { toCents, usd, usdFromCents } from "./money";
import { guestsProblem, nameProblem, stayProblem } from "./validate";
import "./app.css";

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [booked, setBooked] = useState<ResRow[] | null>(null);
  const [loadProblem, setLoadProblem] = useState("");
  const [reloading, setReloading] = useState(false);

  const [roomType, setRoomType] = useState("");
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [checking, setChecking] = useState(false);
  const [availProblem, setAvailProblem] = useState("");
  const [shown, setShown] = useState<ShownAvailability | null>(null);

  const [guestName, setGuestName] = useState("");
  const [guests, setGuests] = useState("");
  const [planCode, setPlanCode] = useState("");
  const [bookProblem, setBookProblem] = useState("");
  const [booking, setBooking] = useState(false);
  const [bookOutcome, setBookOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const [cancelView, setCancelView] = useState<CancelView | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const [noShows, setNoShows] = useState<ResRow[] | null>(null);
  const [marking, setMarking] = useState(false);
  const [noShowOutcome, setNoShowOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const shownRef = useRef<ShownAvailability | null>(null);
  shownRef.current = shown;

  const readBooked = useCallback(async () => {
    setBooked(await fetchBooked());
  }, []);

  const readNoShows = useCallback(async () => {
    setNoShows(await fetchNoShowCandidates());
  }, []);

  /** Read the availability on screen again, for the same room type and dates. */
  const rereadShown = useCallback(async () => {
    const current = shownRef.current;
    if (!current) return;
    try {
      const out = await fetchAvailability(current.code, current.arrival, current.departure);
      setShown({ ...current, rows: out.nights });
    } catch (err) {
      setShown(null);
      setAvailProblem(`Could not read availability: ${errorText(err)}`);
    }
  }, []);

  const reloadAll = useCallback(async () => {
    setReloading(true);
    try {
      const [info] = await Promise.all([fetchProperty(), readBooked(), readNoShows(), rereadShown()]);
      setProperty(info);
      setRoomType((code) => (info.room_types.some((t) => t.code === code) ? code : info.room_types[0]?.code ?? ""));
      setPlanCode((code) => {
        if (info.rate_plans.some((p) => p.code === code)) return code;
        const flexible = info.rate_plans.find((p) => p.name === "Flexible");
        return flexible?.code ?? info.rate_plans[0]?.code ?? "";
      });
      setLoadProblem("");
    } catch (err) {
      setLoadProblem(errorText(err));
    } finally {
      setReloading(false);
    }
  }, [readBooked, readNoShows, rereadShown]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  async function check() {
    if (!property) return;
    const arr = arrival.trim();
    const dep = departure.trim();
    const problem = stayProblem(arr, dep, property);
    if (problem) {
      setAvailProblem(problem);
      setShown(null);
      return;
    }
    setChecking(true);
    try {
      const out = await fetchAvailability(roomType, arr, dep);
      setShown({ code: roomType, name: roomTypeName(property, roomType), arrival: arr, departure: dep, rows: out.nights });
      setAvailProblem("");
    } catch (err) {
      setShown(null);
      setAvailProblem(`Could not read availability: ${errorText(err)}`);
    } finally {
      setChecking(false);
    }
  }

  /** After a change the system accepted: read the lists and the availability shown again. */
  async function refreshAfterChange() {
    await Promise.all([
      readBooked().catch((err) => setLoadProblem(errorText(err))),
      readNoShows().catch((err) => setLoadProblem(errorText(err))),
      rereadShown(),
    ]);
  }

  async function book() {
    const target = shownRef.current;
    if (!property || !target) return;
    const name = guestName.trim();
    const type = property.room_types.find((t) => t.code === target.code);
    const problem =
      nameProblem(name) || guestsProblem(guests, type?.name ?? target.name, type?.capacity ?? 0);
    if (problem) {
      setBookProblem(problem);
      return;
    }
    setBookProblem("");
    setBooking(true);
    try {
      const made = await createReservation({
        guest_name: name,
        guests: Number(guests.trim()),
        room_type: target.code,
        rate_plan: planCode,
        arrival: target.arrival,
        departure: target.departure,
      });
      const total = usdFromCents(toCents(made.nightly_rate) * made.nights);
      setBookOutcome({
        ok: true,
        text:
          `Booked ${made.id} for ${made.guest_name}: ${roomTypeName(property, made.room_type)}, ` +
          `${made.arrival} to ${made.departure}, ${nightsLabel(made.nights)} at ${usd(made.nightly_rate)} = ${total}`,
      });
      setGuestName("");
      setGuests("");
      await refreshAfterChange();
    } catch (err) {
      setBookOutcome({ ok: false, text: `Refused: ${errorText(err)}` });
      await rereadShown();
    } finally {
      setBooking(false);
    }
  }

  async function quote(row: ResRow) {
    const base: CancelView = {
      id: row.id,
      guest: row.guest_name,
      arrival: row.arrival,
      quote: null,
      loading: true,
      refusal: "",
      problem: "",
      done: null,
    };
    setCancelView(base);
    try {
      const answer = await quoteCancellation(row.id);
      setCancelView((v) => (v && v.id === row.id && !v.done ? { ...v, quote: answer, loading: false } : v));
    } catch (err) {
      setCancelView((v) =>
        v && v.id === row.id && !v.done ? { ...v, loading: false, problem: `Refused: ${errorText(err)}` } : v,
      );
    }
  }

  async function confirmCancellation() {
    const view = cancelView;
    if (!view || !view.quote) return;
    setCancelling(true);
    try {
      const cancelled = await cancelReservation(view.id, view.quote.quote_token);
      const fee = usdFromCents(postedCents(cancelled, "cancellation_fee"));
      let status = "";
      try {
        const back = await readReservation(view.id);
        status = `Status: ${back.reservation.status} · Balance ${usd(back.reservation.balance)}`;
      } catch (err) {
        status = `Could not read ${view.id} again: ${errorText(err)}`;
      }
      setCancelView({ ...view, refusal: "", problem: "", done: { text: `${view.id} cancelled; fee ${fee}`, status } });
      await refreshAfterChange();
    } catch (err) {
      const refusal = `Refused: ${errorText(err)}`;
      setCancelView({ ...view, refusal, quote: null, loading: true, problem: "" });
      try {
        const fresh = await quoteCancellation(view.id);
        setCancelView({ ...view, refusal, quote: fresh, loading: false, problem: "" });
      } catch (again) {
        setCancelView({ ...view, refusal, quote: null, loading: false, problem: `Refused: ${errorText(again)}` });
      }
    } finally {
      setCancelling(false);
    }
  }

  async function markAsNoShow(row: ResRow) {
    setMarking(true);
    setNoShowOutcome(null);
    try {
      try {
        const fresh = await readReservation(row.id);
        await markNoShow(row.id, fresh.evidence_token);
      } catch (err) {
        setNoShowOutcome({ ok: false, text: `Refused: ${errorText(err)}` });
        await readNoShows().catch((again) => setLoadProblem(errorText(again)));
        return;
      }
      try {
        const back = await readReservation(row.id);
        const fee = usdFromCents(postedCents(back.reservation, "no_show_fee"));
        setNoShowOutcome({ ok: true, text: `${row.id} marked as a no-show; fee ${fee}` });
      } catch (err) {
        setNoShowOutcome({ ok: true, text: `${row.id} marked as a no-show; could not read it again: ${errorText(err)}` });
      }
      await refreshAfterChange();
    } finally {
      setMarking(false);
    }
  }

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Reservations desk</h1>
          <p className="business-date">
            {property ? `Business date: ${property.business_date}` : "Reading the business date…"}
          </p>
        </div>
        <button type="button" onClick={() => void reloadAll()} disabled={reloading}>
          Reload
        </button>
      </header>

      {loadProblem && (
        <p role="alert" className="alert">
          Could not read the system: {loadProblem}
        </p>
      )}

      <UpcomingStays
        property={property}
        rows={booked}
        businessDate={property?.business_date ?? ""}
        busy={cancelling}
        onQuote={(row) => void quote(row)}
      />

      <Availability
        property={property}
        roomType={roomType}
        arrival={arrival}
        departure={departure}
        onRoomType={setRoomType}
        onArrival={setArrival}
        onDeparture={setDeparture}
        onCheck={() => void check()}
        checking={checking}
        problem={availProblem}
        shown={shown}
        booking={
          <BookingForm
            plans={property?.rate_plans ?? []}
            guestName={guestName}
            guests={guests}
            planCode={planCode}
            onGuestName={setGuestName}
            onGuests={setGuests}
            onPlan={setPlanCode}
            onBook={() => void book()}
            busy={booking}
            problem={bookProblem}
          />
        }
        outcome={
          bookOutcome && (
            <p role="status" className={bookOutcome.ok ? "notice" : "alert"}>
              {bookOutcome.text}
            </p>
          )
        }
      />

      <Cancellation view={cancelView} busy={cancelling} onConfirm={() => void confirmCancellation()} />

      <NoShows
        property={property}
        rows={noShows}
        busy={marking}
        outcome={noShowOutcome}
        onMark={(row) => void markAsNoShow(row)}
      />
    </main>
  );
}
