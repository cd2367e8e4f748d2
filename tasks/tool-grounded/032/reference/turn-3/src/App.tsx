import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type RoomType = { code: string; name: string; capacity: number };
type RatePlan = { code: string; name: string; no_show_nights: number };
type Property = { business_date: string; max_nights: number; room_types: RoomType[]; rate_plans: RatePlan[] };
type Stay = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: string;
  room: string | null;
};
type Night = { night: string; available: number };
type Shown = { roomType: string; arrival: string; departure: string; nights: Night[] };
type Quote = { free_until: string | null; fee: number; quote_token: string };
type CancelView = { stay: Stay; quote?: Quote; done?: string; status?: string; problem?: string };
type Line = { category?: string | null; amount: number; voided?: boolean };

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(text: string): number {
  const [y, m, d] = text.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

function isRealDate(text: string): boolean {
  if (!DATE_SHAPE.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number);
  const day = new Date(toUtc(text));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function nightsBetween(arrival: string, departure: string): number {
  return Math.round((toUtc(departure) - toUtc(arrival)) / 86400000);
}

function nightWord(n: number): string {
  return n === 1 ? "1 night" : `${n} nights`;
}

function cents(value: number): number {
  return Math.round(value * 100);
}

function money(value: number): string {
  const c = cents(value);
  const whole = Math.floor(Math.abs(c) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const part = String(Math.abs(c) % 100).padStart(2, "0");
  return `${c < 0 ? "-" : ""}$${whole}.${part}`;
}

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e) return String((e as { message: unknown }).message);
  return String(e);
}

function lastFee(lines: Line[], category: string): number {
  const found = lines.filter((l) => l.category === category && !l.voided);
  return found.length ? found[found.length - 1].amount : 0;
}

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [stays, setStays] = useState<Stay[]>([]);
  const [roomType, setRoomType] = useState("");
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [shown, setShown] = useState<Shown | null>(null);
  const [availProblem, setAvailProblem] = useState("");
  const [guestName, setGuestName] = useState("");
  const [guests, setGuests] = useState("");
  const [plan, setPlan] = useState("");
  const [bookMessage, setBookMessage] = useState("");
  const [cancelView, setCancelView] = useState<CancelView | null>(null);

  const businessDate = property?.business_date ?? "";
  const typeName = (code: string) => property?.room_types.find((t) => t.code === code)?.name ?? code;
  const planName = (code: string) => property?.rate_plans.find((p) => p.code === code)?.name ?? code;

  async function loadProperty(): Promise<Property> {
    const info = (await callTool("get_property_info", {})) as Property;
    setProperty(info);
    setRoomType((current) => current || (info.room_types[0]?.code ?? ""));
    setPlan((current) => current || (info.rate_plans.find((p) => p.name === "Flexible")?.code ?? info.rate_plans[0]?.code ?? ""));
    return info;
  }

  async function loadStays() {
    const out = (await callTool("list_reservations", { status: "booked" })) as { reservations: Stay[] };
    const rows = out.reservations.filter((r) => r.status === "booked");
    rows.sort((a, b) => (a.arrival === b.arrival ? (a.id < b.id ? -1 : 1) : a.arrival < b.arrival ? -1 : 1));
    setStays(rows);
  }

  async function readAvailability(code: string, from: string, to: string) {
    try {
      const out = (await callTool("check_availability", { room_type: code, arrival: from, departure: to })) as {
        nights: Night[];
      };
      setShown({ roomType: code, arrival: from, departure: to, nights: out.nights });
    } catch (e) {
      setShown(null);
      setAvailProblem(`Refused: ${errorText(e)}`);
    }
  }

  async function rereadShown(current: Shown | null) {
    if (current) await readAvailability(current.roomType, current.arrival, current.departure);
  }

  async function loadAll() {
    await loadProperty();
    await loadStays();
  }

  useEffect(() => {
    void loadAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function reload() {
    await loadAll();
    await rereadShown(shown);
  }

  async function check() {
    if (!property) return;
    const from = arrival.trim();
    const to = departure.trim();
    let problem = "";
    if (!isRealDate(from) || !isRealDate(to)) problem = "Write dates like 2026-05-20";
    else if (from < property.business_date) problem = `Arrival cannot be before ${property.business_date}`;
    else if (to <= from) problem = "Departure must be after arrival";
    else if (nightsBetween(from, to) > property.max_nights) problem = `At most ${property.max_nights} nights`;
    if (problem) {
      setAvailProblem(problem);
      setShown(null);
      return;
    }
    setAvailProblem("");
    setBookMessage("");
    await readAvailability(roomType, from, to);
  }

  async function book() {
    if (!property || !shown) return;
    const name = guestName.trim();
    const type = property.room_types.find((t) => t.code === shown.roomType);
    const capacity = type?.capacity ?? 0;
    const count = guests.trim();
    if (name.length < 2) {
      setBookMessage("Write the guest's name");
      return;
    }
    if (!/^\d+$/.test(count) || Number(count) < 1 || Number(count) > capacity) {
      setBookMessage(`${type?.name ?? shown.roomType} sleeps 1 to ${capacity} guests`);
      return;
    }
    const target = shown;
    try {
      const out = (await callTool("create_reservation", {
        guest_name: name,
        guests: Number(count),
        room_type: target.roomType,
        rate_plan: plan,
        arrival: target.arrival,
        departure: target.departure,
      })) as { reservation: Stay };
      const r = out.reservation;
      const total = (cents(r.nightly_rate) * r.nights) / 100;
      setBookMessage(
        `Booked ${r.id} for ${r.guest_name}: ${typeName(r.room_type)}, ${r.arrival} to ${r.departure}, ${nightWord(r.nights)} at ${money(r.nightly_rate)} = ${money(total)}`,
      );
      setGuestName("");
      setGuests("");
      await loadStays();
      await readAvailability(r.room_type, r.arrival, r.departure);
    } catch (e) {
      setBookMessage(`Refused: ${errorText(e)}`);
      await readAvailability(target.roomType, target.arrival, target.departure);
    }
  }

  async function quote(stay: Stay) {
    try {
      const q = (await callTool("quote_cancellation", { reservation_id: stay.id })) as Quote;
      setCancelView({ stay, quote: q });
    } catch (e) {
      setCancelView({ stay, problem: `Refused: ${errorText(e)}` });
    }
  }

  async function confirmCancel() {
    if (!cancelView?.quote) return;
    const { stay, quote: q } = cancelView;
    try {
      const out = (await callTool("cancel_reservation", { reservation_id: stay.id, quote_token: q.quote_token })) as {
        reservation: { folio: Line[] };
      };
      const fee = lastFee(out.reservation.folio, "cancellation_fee");
      const again = (await callTool("get_reservation", { reservation_id: stay.id })) as {
        reservation: { status: string; balance: number };
      };
      setCancelView({
        stay,
        done: `${stay.id} cancelled; fee ${money(fee)}`,
        status: `Status: ${again.reservation.status} · Balance ${money(again.reservation.balance)}`,
      });
      await loadStays();
      await rereadShown(shown);
    } catch (e) {
      const problem = `Refused: ${errorText(e)}`;
      try {
        const fresh = (await callTool("quote_cancellation", { reservation_id: stay.id })) as Quote;
        setCancelView({ stay, quote: fresh, problem });
      } catch (e2) {
        setCancelView({ stay, problem: `${problem} (Refused: ${errorText(e2)})` });
      }
    }
  }

  function freeLine(q: Quote): string {
    if (q.free_until === null) return "Never free to cancel";
    if (q.free_until >= businessDate) return `Free to cancel until ${q.free_until}`;
    return `Free cancellation ended on ${q.free_until}`;
  }

  const visible = stays;
  const countLine = `${stays.length} booked`;
  const bookable = shown ? shown.nights.every((n) => n.available >= 1) : false;
  const firstFull = shown?.nights.find((n) => n.available < 1)?.night;

  return (
    <main className="desk">
      <h1>Reservations desk</h1>
      <p className="date">Business date: {businessDate || "…"}</p>
      <div className="toolbar">
        <button type="button" onClick={() => void reload()}>
          Reload
        </button>
      </div>

      <section className="panel" aria-labelledby="stays-title">
        <h2 id="stays-title">Upcoming stays</h2>
        <p className="count">{countLine}</p>
        {(
          <table>
            <thead>
              <tr>
                <th>Reservation</th>
                <th>Guest</th>
                <th>Room type</th>
                <th>Arrival</th>
                <th>Departure</th>
                <th>Nights</th>
                <th>Plan</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((s) => (
                <tr key={s.id}>
                  <td>{s.id}</td>
                  <td>{s.guest_name}</td>
                  <td>{typeName(s.room_type)}</td>
                  <td>{s.arrival}</td>
                  <td>{s.departure}</td>
                  <td>{s.nights}</td>
                  <td>{planName(s.rate_plan)}</td>
                  <td>
                    {s.arrival >= businessDate && (
                      <button type="button" onClick={() => void quote(s)}>
                        Quote cancellation
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel" aria-labelledby="avail-title">
        <h2 id="avail-title">Availability</h2>
        <div className="form-row">
          <label>
            Room type{" "}
            <select value={roomType} onChange={(e) => setRoomType(e.target.value)}>
              {(property?.room_types ?? []).map((t) => (
                <option key={t.code} value={t.code}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Arrival <input type="text" value={arrival} onChange={(e) => setArrival(e.target.value)} />
          </label>
          <label>
            Departure <input type="text" value={departure} onChange={(e) => setDeparture(e.target.value)} />
          </label>
          <button type="button" onClick={() => void check()}>
            Check
          </button>
        </div>
        {availProblem && <p className="problem">{availProblem}</p>}
        {shown && (
          <div className="result">
            <p>
              {typeName(shown.roomType)}, {shown.arrival} to {shown.departure} ({nightWord(shown.nights.length)})
            </p>
            <table>
              <thead>
                <tr>
                  <th>Night</th>
                  <th>Available</th>
                </tr>
              </thead>
              <tbody>
                {shown.nights.map((n) => (
                  <tr key={n.night}>
                    <td>{n.night}</td>
                    <td>{n.available}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="verdict">{bookable ? "Bookable" : `Sold out on ${firstFull}`}</p>
          </div>
        )}
        {shown && bookable && (
          <div className="booking" role="group" aria-labelledby="book-title">
            <h3 id="book-title">New booking</h3>
            <div className="form-row">
              <label>
                Guest name <input type="text" value={guestName} onChange={(e) => setGuestName(e.target.value)} />
              </label>
              <label>
                Guests <input type="text" inputMode="numeric" value={guests} onChange={(e) => setGuests(e.target.value)} />
              </label>
              <label>
                Rate plan{" "}
                <select value={plan} onChange={(e) => setPlan(e.target.value)}>
                  {(property?.rate_plans ?? []).map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => void book()}>
                Book
              </button>
            </div>
          </div>
        )}
        {bookMessage && <p className="message">{bookMessage}</p>}
      </section>

      <section className="panel" aria-labelledby="cancel-title">
        <h2 id="cancel-title">Cancellation</h2>
        {!cancelView && <p className="hint">Choose "Quote cancellation" on a stay to see what cancelling costs today.</p>}
        {cancelView && (
          <div>
            {cancelView.problem && <p className="problem">{cancelView.problem}</p>}
            {cancelView.quote && (
              <>
                <p>
                  {cancelView.stay.id} · {cancelView.stay.guest_name} · arrives {cancelView.stay.arrival}
                </p>
                <p>{freeLine(cancelView.quote)}</p>
                <p>Fee if cancelled today: {money(cancelView.quote.fee)}</p>
                <button type="button" onClick={() => void confirmCancel()}>
                  Confirm cancellation
                </button>
              </>
            )}
            {cancelView.done && <p className="message">{cancelView.done}</p>}
            {cancelView.status && <p>{cancelView.status}</p>}
          </div>
        )}
      </section>
    </main>
  );
}
