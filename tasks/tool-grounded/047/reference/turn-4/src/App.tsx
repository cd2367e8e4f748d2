import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Loc = { id: string; name: string };
type ItemName = { sku: string; name: string };
type Detail = {
  sku: string;
  name: string;
  casePack: number;
  unitCents: number;
  available: Record<string, number>;
};
type Move = { key: string; from: string; to: string; units: number };
type LogLine = {
  id: string;
  sku: string;
  name: string;
  units: number;
  fromName: string;
  toName: string;
  cents: number;
};
type Recent = { id: string; quantity: number; from: string; to: string };

const WINDOW_DAYS = 28;
const SHORT_BELOW = 14;
const HEALTHY_UP_TO = 45;
const KEEP_DAYS = 35;
const TARGET_DAYS = 21;

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function wholeUp(x: number): number {
  return Math.ceil(Math.round(x * 1e6) / 1e6);
}

function oneDecimal(x: number): string {
  return (Math.round(x * 10) / 10).toFixed(1);
}

function band(cover: number): string {
  if (cover < SHORT_BELOW) return "Short";
  if (cover <= HEALTHY_UP_TO) return "Healthy";
  return "Surplus";
}

function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${rest}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function toDetail(item: any): Detail {
  const available: Record<string, number> = {};
  for (const s of item.stock) available[s.location] = s.available;
  return {
    sku: item.sku,
    name: item.name,
    casePack: item.case_pack,
    unitCents: Math.round(item.unit_cost * 100),
    available,
  };
}

function propose(detail: Detail, daily: number, locations: Loc[]): Move[] {
  const order = locations.map((l) => l.id);
  const avail = (id: string) => detail.available[id] ?? 0;
  const cover = (id: string) => avail(id) / daily;
  const keep = wholeUp(KEEP_DAYS * daily);
  const target = wholeUp(TARGET_DAYS * daily);
  const spare: Record<string, number> = {};
  for (const id of order) if (band(cover(id)) === "Surplus") spare[id] = avail(id) - keep;
  const shorts = order
    .filter((id) => band(cover(id)) === "Short")
    .sort((a, b) => cover(a) - cover(b) || order.indexOf(a) - order.indexOf(b));
  const moves: Move[] = [];
  for (const to of shorts) {
    let from = "";
    for (const id of order) {
      if (!(id in spare)) continue;
      if (!from || spare[id] > spare[from]) from = id;
    }
    if (!from) break;
    let units = Math.min(target - avail(to), spare[from]);
    units = Math.floor(units / detail.casePack) * detail.casePack;
    if (units <= 0) continue;
    spare[from] -= units;
    moves.push({ key: `${from}>${to}`, from, to, units });
  }
  return moves;
}

export default function App() {
  const [locations, setLocations] = useState<Loc[]>([]);
  const [items, setItems] = useState<ItemName[]>([]);
  const [sku, setSku] = useState("");
  const [detail, setDetail] = useState<Detail | null>(null);
  const [daily, setDaily] = useState<number | null>(null);
  const [loadError, setLoadError] = useState("");
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [log, setLog] = useState<LogLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [recent, setRecent] = useState<Recent[]>([]);
  const skuRef = useRef("");

  const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id;

  async function readItem(which: string) {
    const out = await callTool<{ item: any }>("get_item", { sku: which });
    if (skuRef.current === which) setDetail(toDetail(out.item));
  }

  async function readRecent(which: string) {
    const out = await callTool<{ transfers: any[] }>("list_transfers", { sku: which, limit: 3 });
    if (skuRef.current !== which) return;
    setRecent(
      out.transfers.map((t) => ({ id: t.id, quantity: t.quantity, from: t.from_location, to: t.to_location })),
    );
  }

  async function openItem(which: string) {
    skuRef.current = which;
    setSku(which);
    setDetail(null);
    setDaily(null);
    setMessages({});
    setTyped({});
    setRecent([]);
    setLoadError("");
    try {
      const [itemOut, forecast] = await Promise.all([
        callTool<{ item: any }>("get_item", { sku: which }),
        callTool<{ expected_demand: number }>("forecast_demand", { sku: which, days: WINDOW_DAYS }),
        readRecent(which),
      ]);
      if (skuRef.current !== which) return;
      setDetail(toDetail(itemOut.item));
      setDaily(forecast.expected_demand / WINDOW_DAYS);
    } catch (e) {
      if (skuRef.current === which) setLoadError(`Could not read the item: ${errorText(e)}`);
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const [locs, list] = await Promise.all([
          callTool<{ locations: Loc[] }>("list_locations", {}),
          callTool<{ items: any[] }>("list_items", {}),
        ]);
        setLocations(locs.locations.map((l) => ({ id: l.id, name: l.name })));
        const names = list.items.map((it) => ({ sku: it.sku, name: it.name }));
        setItems(names);
        const first = names.find((it) => it.name === "Trail Headlamp 300 lm") ?? names[0];
        if (first) await openItem(first.sku);
      } catch (e) {
        setLoadError(`Could not read the inventory system: ${errorText(e)}`);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const moves = detail && daily ? propose(detail, daily, locations) : [];

  const typedUnits = (m: Move) => typed[m.key] ?? String(m.units);

  // Carries out one move; returns true when the system moved the units.
  async function carryOut(m: Move, unitsText: string): Promise<boolean> {
    if (!detail) return false;
    const which = detail.sku;
    const item = detail;
    const trimmed = unitsText.trim();
    const n = Number(trimmed);
    if (trimmed === "" || !Number.isInteger(n) || n <= 0 || n % item.casePack !== 0) {
      setMessages((cur) => ({ ...cur, [m.key]: `Units must be a multiple of ${item.casePack}` }));
      return false;
    }
    setMessages((cur) => ({ ...cur, [m.key]: "" }));
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_item", { sku: which });
      const plan = await callTool<{ plan_id: string; plan_token: string }>("plan_transfer", {
        sku: which,
        from_location: m.from,
        to_location: m.to,
        quantity: n,
        evidence_token: fresh.evidence_token,
      });
      const done = await callTool<{ transfer: any }>("commit_transfer", {
        plan_id: plan.plan_id,
        plan_token: plan.plan_token,
      });
      const t = done.transfer;
      setLog((cur) => [
        ...cur,
        {
          id: t.id,
          sku: which,
          name: item.name,
          units: t.quantity,
          fromName: nameOf(t.from_location),
          toName: nameOf(t.to_location),
          cents: t.quantity * item.unitCents,
        },
      ]);
      return true;
    } catch (e) {
      setMessages((cur) => ({ ...cur, [m.key]: `Move refused: ${errorText(e)}` }));
      return false;
    }
  }

  async function readBack(which: string) {
    try {
      await readItem(which);
      await readRecent(which);
    } catch (e) {
      setLoadError(`Could not read the item again: ${errorText(e)}`);
    }
  }

  async function accept(m: Move) {
    if (busy || !detail) return;
    setBusy(true);
    const ok = await carryOut(m, typedUnits(m));
    if (ok) await readBack(detail.sku);
    setBusy(false);
  }

  const locRows = locations.map((l) => {
    const available = detail?.available[l.id] ?? 0;
    const cover = daily ? available / daily : 0;
    return { ...l, available, cover, band: band(cover) };
  });
  const shortCount = locRows.filter((r) => r.band === "Short").length;
  const totalUnits = log.reduce((s, l) => s + l.units, 0);
  const totalCents = log.reduce((s, l) => s + l.cents, 0);
  const ready = detail !== null && daily !== null;

  return (
    <main className="planner">
      <h1>Cover planner</h1>
      <div className="picker">
        <label htmlFor="item">Item</label>
        <select id="item" value={sku} onChange={(e) => openItem(e.target.value)} disabled={busy}>
          {items.map((it) => (
            <option key={it.sku} value={it.sku}>
              {it.name}
            </option>
          ))}
        </select>
        {daily !== null && <span className="figure">Daily demand: {oneDecimal(daily)} units</span>}
        {detail && <span className="figure">Case pack: {detail.casePack}</span>}
      </div>
      {loadError && <p className="error" role="alert">{loadError}</p>}

      <section aria-labelledby="cover-h">
        <h2 id="cover-h">Cover by location</h2>
        {ready ? (
          <>
            <table>
              <thead>
                <tr>
                  <th>Location</th>
                  <th>Available</th>
                  <th>Days of cover</th>
                  <th>Band</th>
                </tr>
              </thead>
              <tbody>
                {locRows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.name}</td>
                    <td>{r.available}</td>
                    <td>{oneDecimal(r.cover)} days</td>
                    <td className={`band band-${r.band.toLowerCase()}`}>{r.band}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="summary">
              Short at {shortCount} of {locRows.length} locations
            </p>
          </>
        ) : (
          <p>Reading the item…</p>
        )}
      </section>

      <section aria-labelledby="moves-h">
        <h2 id="moves-h">Proposed moves</h2>
        {ready && moves.length === 0 && <p>No moves proposed</p>}
        {ready && moves.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>From</th>
                <th>To</th>
                <th>Units</th>
                <th>Override</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((m) => (
                <tr key={m.key}>
                  <td>{nameOf(m.from)}</td>
                  <td>{nameOf(m.to)}</td>
                  <td>{m.units}</td>
                  <td>
                    <input
                      type="number"
                      aria-label="Move units"
                      value={typedUnits(m)}
                      onChange={(e) => setTyped((cur) => ({ ...cur, [m.key]: e.target.value }))}
                    />
                  </td>
                  <td>
                    <button type="button" onClick={() => accept(m)} disabled={busy}>
                      Accept
                    </button>
                    {messages[m.key] && <div className="error">{messages[m.key]}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="recent-h">
        <h2 id="recent-h">Recent transfers</h2>
        {recent.length === 0 ? (
          <p>No transfers of this item yet.</p>
        ) : (
          <ul>
            {recent.map((t) => (
              <li key={t.id}>
                {t.id}: {t.quantity} from {nameOf(t.from)} to {nameOf(t.to)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="made-h">
        <h2 id="made-h">Moves made</h2>
        {log.length === 0 ? (
          <p>No moves yet.</p>
        ) : (
          <ul>
            {log.map((l) => (
              <li key={l.id}>
                {l.id}: {l.units} {l.name} from {l.fromName} to {l.toName}
                {` (${money(l.cents)})`}
              </li>
            ))}
          </ul>
        )}
        <p className="summary">
          Total: {plural(log.length, "move", "moves")}, {totalUnits} units, {money(totalCents)}
        </p>
      </section>
    </main>
  );
}
