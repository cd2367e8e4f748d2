import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";
type Reservation = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: Status;
  room: string | null;
  balance: number;
};
type Room = {
  number: string;
  room_type: string;
  room_type_name: string;
  housekeeping: "dirty" | "clean" | "inspected" | "out_of_order";
  occupied_by: string | null;
  assigned_to: string[];
};
type FolioLine = {
  id: string;
  kind: "charge" | "payment" | "refund";
  method?: "card" | "cash" | null;
  description: string;
  amount: number;
  voided?: boolean;
};
type Detail = Reservation & {
  folio: FolioLine[];
  charges_total: number;
  payments_total: number;
  refunds_total: number;
};
type Property = {
  business_date: string;
  charge_limit: number;
  room_types: { code: string; name: string }[];
};

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function idNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

/** US dollars: "$1,377.60", a negative amount "-$9.00". */
function money(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = `$${whole}.${String(cents % 100).padStart(2, "0")}`;
  return value < 0 && cents > 0 ? `-${text}` : text;
}

/** A typed amount: a number above zero with at most two decimals, spaces around it ignored; else null. */
function parseAmount(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const value = Number(t);
  return value > 0 ? value : null;
}

const CATEGORIES: { value: string; label: string }[] = [
  { value: "minibar", label: "Minibar" },
  { value: "restaurant", label: "Restaurant" },
  { value: "parking", label: "Parking" },
  { value: "laundry", label: "Laundry" },
  { value: "misc", label: "Misc" },
];

function sharesNight(a: Reservation, b: Reservation): boolean {
  return a.arrival < b.departure && b.arrival < a.departure;
}

/** The room "Check in" uses: the assigned room when it is ready, else the lowest-numbered free ready room. */
function suitableRoom(res: Reservation, rooms: Room[], all: Reservation[]): string {
  const ready = (room: Room | undefined) => !!room && room.housekeeping === "inspected" && !room.occupied_by;
  if (res.room && ready(rooms.find((r) => r.number === res.room))) return res.room;
  const candidates = rooms
    .filter((room) => room.room_type === res.room_type && ready(room))
    .filter(
      (room) =>
        !all.some(
          (other) =>
            other.id !== res.id &&
            (other.status === "booked" || other.status === "in_house") &&
            other.room === room.number &&
            sharesNight(other, res),
        ),
    )
    .sort((a, b) => Number(a.number) - Number(b.number) || a.number.localeCompare(b.number));
  return candidates.length ? candidates[0].number : "None";
}

export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [typeNames, setTypeNames] = useState<Record<string, string>>({});
  const [reservations, setReservations] = useState<Reservation[] | null>(null);
  const [rooms, setRooms] = useState<Room[]>([]);
  const [folio, setFolio] = useState<Detail | null>(null);
  const [folioId, setFolioId] = useState<string | null>(null);
  const [chargeLimit, setChargeLimit] = useState<number | null>(null);
  const [category, setCategory] = useState("minibar");
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [payment, setPayment] = useState("");
  const [method, setMethod] = useState("card");
  const [message, setMessage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function loadProperty() {
    const info = await callTool<Property>("get_property_info", {});
    setBusinessDate(info.business_date);
    setChargeLimit(info.charge_limit);
    const names: Record<string, string> = {};
    for (const t of info.room_types) names[t.code] = t.name;
    setTypeNames(names);
    return info.business_date;
  }

  async function loadReservations() {
    const data = await callTool<{ business_date: string; reservations: Reservation[] }>("list_reservations", {});
    setReservations(data.reservations);
    setBusinessDate(data.business_date);
  }

  async function loadRooms() {
    const data = await callTool<{ rooms: Room[] }>("list_rooms", {});
    setRooms(data.rooms);
  }

  async function loadFolio(id: string) {
    const data = await callTool<{ reservation: Detail }>("get_reservation", { reservation_id: id });
    setFolio(data.reservation);
    setFolioId(id);
  }

  async function loadAll() {
    try {
      await loadProperty();
      await loadReservations();
      await loadRooms();
      if (folioId) await loadFolio(folioId);
      setLoadError(null);
    } catch (err) {
      setLoadError(`Could not read the system: ${errorText(err)}`);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);

  async function refreshArrivals() {
    try {
      await loadReservations();
      await loadRooms();
    } catch (err) {
      setLoadError(`Could not read the arrivals: ${errorText(err)}`);
    }
  }

  async function checkIn(row: Reservation, target: string) {
    const id = row.id;
    if (target === "None") {
      setMessage(`No suitable room for ${id}`);
      return;
    }
    setMessage(null);
    try {
      let fresh = await callTool<{ evidence_token: string }>("get_reservation", { reservation_id: id });
      if (target !== row.room) {
        try {
          await callTool("assign_room", { reservation_id: id, room: target, evidence_token: fresh.evidence_token });
        } catch (err) {
          setMessage(`Refused: ${errorText(err)}`);
          await refreshArrivals();
          return;
        }
        fresh = await callTool<{ evidence_token: string }>("get_reservation", { reservation_id: id });
      }
      const out = await callTool<{ reservation: Reservation }>("check_in", {
        reservation_id: id,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`${out.reservation.id} checked in to room ${out.reservation.room}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await refreshArrivals();
  }

  async function openFolio(id: string) {
    setMessage(null);
    try {
      await loadFolio(id);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
  }

  async function postCharge() {
    if (!folio) return;
    if (!description.trim()) {
      setMessage("Write a description");
      return;
    }
    const value = parseAmount(amount);
    if (value === null) {
      setMessage("Write the amount like 12.50");
      return;
    }
    let limit = chargeLimit;
    if (limit === null) {
      try {
        const info = await callTool<Property>("get_property_info", {});
        limit = info.charge_limit;
        setChargeLimit(limit);
      } catch (err) {
        setMessage(`Refused: ${errorText(err)}`);
        return;
      }
    }
    if (Math.round(value * 100) > Math.round(limit * 100)) {
      setMessage(`Above the ${money(limit)} limit per charge`);
      return;
    }
    const id = folio.id;
    setMessage(null);
    try {
      const out = await callTool<{ line: FolioLine }>("post_charge", {
        reservation_id: id,
        category,
        description: description.trim(),
        amount: value,
      });
      setMessage(`Posted ${out.line.id}: ${money(out.line.amount)}`);
      setDescription("");
      setAmount("");
      try {
        await loadFolio(id);
        await loadReservations();
      } catch (err) {
        setLoadError(`Could not read the folio: ${errorText(err)}`);
      }
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
      try {
        await loadFolio(id);
      } catch (readErr) {
        setLoadError(`Could not read the folio: ${errorText(readErr)}`);
      }
    }
  }

  async function recordPayment() {
    if (!folio) return;
    const value = parseAmount(payment);
    if (value === null) {
      setMessage("Write the amount like 12.50");
      return;
    }
    const due = Math.round(folio.balance * 100);
    if (due <= 0) {
      setMessage("Nothing is due");
      return;
    }
    if (Math.round(value * 100) > due) {
      setMessage(`Only ${money(folio.balance)} is due`);
      return;
    }
    const id = folio.id;
    setMessage(null);
    try {
      const out = await callTool<{ line: FolioLine }>("record_payment", { reservation_id: id, amount: value, method });
      setMessage(`Recorded ${out.line.id}: ${money(out.line.amount)} by ${out.line.method}`);
      setPayment("");
      try {
        await loadFolio(id);
        await loadReservations();
      } catch (err) {
        setLoadError(`Could not read the folio: ${errorText(err)}`);
      }
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
      try {
        await loadFolio(id);
      } catch (readErr) {
        setLoadError(`Could not read the folio: ${errorText(readErr)}`);
      }
    }
  }

  async function checkOut() {
    if (!folio) return;
    const id = folio.id;
    setMessage(null);
    let fresh: { reservation: Detail; evidence_token: string };
    try {
      fresh = await callTool<{ reservation: Detail; evidence_token: string }>("get_reservation", { reservation_id: id });
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
      return;
    }
    setFolio(fresh.reservation);
    if (Math.round(fresh.reservation.balance * 100) !== 0) {
      setMessage(`Settle the balance first: ${money(fresh.reservation.balance)}`);
      return;
    }
    try {
      const out = await callTool<{ reservation: Detail }>("check_out", {
        reservation_id: id,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`${out.reservation.id} checked out of room ${out.reservation.room}`);
      setFolio(null);
      setFolioId(null);
      await refreshArrivals();
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
      try {
        await loadFolio(id);
      } catch (readErr) {
        setLoadError(`Could not read the folio: ${errorText(readErr)}`);
      }
    }
  }

  const inHouse = (reservations ?? [])
    .filter((r) => r.status === "in_house")
    .sort((a, b) => Number(a.room) - Number(b.room) || String(a.room).localeCompare(String(b.room)));

  const arrivals = (reservations ?? [])
    .filter((r) => r.arrival === businessDate && (r.status === "booked" || r.status === "in_house"))
    .sort((a, b) => idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id));
  const checkedIn = arrivals.filter((r) => r.status === "in_house").length;

  return (
    <main className="desk">
      <h1>Front desk</h1>
      <p className="date">Business date: {businessDate || "…"}</p>
      <div className="toolbar">
        <button type="button" className="secondary" onClick={() => void loadAll()}>
          Reload
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="arrivals-heading">
        <h2 id="arrivals-heading">Arrivals today</h2>
        {reservations === null ? (
          <p>Loading arrivals…</p>
        ) : (
          <>
            <p className="counts">
              {arrivals.length} {arrivals.length === 1 ? "arrival" : "arrivals"} · {checkedIn} checked in
            </p>
            <table>
              <thead>
                <tr>
                  <th>Reservation</th>
                  <th>Guest</th>
                  <th>Room type</th>
                  <th className="num">Nights</th>
                  <th>Room</th>
                  <th>Status</th>
                  <th>Suitable room</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {arrivals.map((r) => {
                  const target = r.status === "booked" ? suitableRoom(r, rooms, reservations) : "—";
                  return (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.guest_name}</td>
                    <td>{typeNames[r.room_type] ?? r.room_type}</td>
                    <td className="num">{r.nights}</td>
                    <td>{r.room ?? "None"}</td>
                    <td>{r.status === "booked" ? "Expected" : "Checked in"}</td>
                    <td>{target}</td>
                    <td>
                      {r.status === "booked" && (
                        <button type="button" onClick={() => void checkIn(r, target)}>
                          Check in
                        </button>
                      )}
                    </td>
                  </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="inhouse-heading">
        <h2 id="inhouse-heading">In house</h2>
        {reservations === null ? (
          <p>Loading guests…</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Room</th>
                <th>Reservation</th>
                <th>Guest</th>
                <th>Departure</th>
                <th className="num">Balance</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {inHouse.map((r) => (
                <tr key={r.id}>
                  <td>{r.room}</td>
                  <td>{r.id}</td>
                  <td>{r.guest_name}</td>
                  <td>
                    {r.departure}
                    {r.departure === businessDate ? " · Due out" : ""}
                  </td>
                  <td className="num">{money(r.balance)}</td>
                  <td>
                    <button type="button" className="secondary" onClick={() => void openFolio(r.id)}>
                      Open folio
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {folio && (
        <section className="panel" aria-labelledby="folio-heading">
          <h2 id="folio-heading">Folio</h2>
          <p className="counts">
            {folio.id} · {folio.guest_name} · room {folio.room ?? "none"}
          </p>
          <table>
            <thead>
              <tr>
                <th>Line</th>
                <th>Description</th>
                <th className="num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {folio.folio.map((line) => (
                <tr key={line.id}>
                  <td>{line.id}</td>
                  <td>
                    {line.description}
                    {line.kind === "charge" && line.voided ? " (voided)" : ""}
                  </td>
                  <td className="num">{money(line.kind === "payment" ? -line.amount : line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="totals">
            Charges {money(folio.charges_total)} · Payments {money(folio.payments_total)} · Balance{" "}
            {money(folio.balance)}
          </p>
          <form
            className="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void postCharge();
            }}
          >
            <h3>Post a charge</h3>
            <label>
              Category
              <select value={category} onChange={(e) => setCategory(e.target.value)}>
                {CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Description
              <input type="text" value={description} onChange={(e) => setDescription(e.target.value)} />
            </label>
            <label>
              Amount
              <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
            <button type="submit">Post charge</button>
          </form>
          <form
            className="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void recordPayment();
            }}
          >
            <h3>Settle</h3>
            <label>
              Payment
              <input type="text" inputMode="decimal" value={payment} onChange={(e) => setPayment(e.target.value)} />
            </label>
            <label>
              Method
              <select value={method} onChange={(e) => setMethod(e.target.value)}>
                <option value="card">Card</option>
                <option value="cash">Cash</option>
              </select>
            </label>
            <button type="submit">Record payment</button>
            <button type="button" className="secondary" onClick={() => void checkOut()}>
              Check out
            </button>
          </form>
        </section>
      )}
    </main>
  );
}
