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

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e) return String((e as { message: unknown }).message);
  return String(e);
}


export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [stays, setStays] = useState<Stay[]>([]);
  const [roomType, setRoomType] = useState("");
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [shown, setShown] = useState<Shown | null>(null);
  const [availProblem, setAvailProblem] = useState("");

  const businessDate = property?.business_date ?? "";
  const typeName = (code: string) => property?.room_types.find((t) => t.code === code)?.name ?? code;
  const planName = (code: string) => property?.rate_plans.find((p) => p.code === code)?.name ?? code;

  async function loadProperty(): Promise<Property> {
    const info = (await callTool("get_property_info", {})) as Property;
    setProperty(info);
    setRoomType((current) => current || (info.room_types[0]?.code ?? ""));
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
    await readAvailability(roomType, from, to);
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
      </section>
    </main>
  );
}
