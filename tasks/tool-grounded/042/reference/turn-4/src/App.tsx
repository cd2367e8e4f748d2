import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Loc = { id: string; name: string };
type StockRow = { sku: string; name: string; onHand: number; reserved: number; unitCost: number };
type Cause = "Damaged" | "Expired" | "Missing";
type QueueRow = {
  key: number;
  sku: string;
  name: string;
  location: string;
  locationName: string;
  cause: Cause;
  units: number;
  unitCents: number;
  message: string;
  approvedBy: string | null;
  reservedRefusal: boolean;
};
type Line = { key: number; text: string; cents: number };

const CAUSES: Cause[] = ["Damaged", "Expired", "Missing"];
const REASON: Record<Cause, string> = { Damaged: "damaged", Expired: "damaged", Missing: "shrinkage" };
const LIMIT_CENTS = 18000;

function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${rest}`;
}

function toCents(cost: number): number {
  return Math.round(cost * 100);
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function needsManager(row: QueueRow): boolean {
  return row.units * row.unitCents > LIMIT_CENTS && !row.approvedBy;
}

export default function App() {
  const [locations, setLocations] = useState<Loc[]>([]);
  const [location, setLocation] = useState("");
  const [stock, setStock] = useState<StockRow[]>([]);
  const [loadError, setLoadError] = useState("");
  const [sku, setSku] = useState("");
  const [units, setUnits] = useState("");
  const [cause, setCause] = useState<Cause>("Damaged");
  const [formError, setFormError] = useState("");
  const [queue, setQueue] = useState<QueueRow[]>([]);
  const nextKey = useRef(1);
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const [manager, setManager] = useState("");
  const [managerError, setManagerError] = useState("");
  const locationRef = useRef("");

  async function readStock(loc: string) {
    const out = await callTool<{ items: any[] }>("list_items", { location: loc });
    if (locationRef.current !== loc) return;
    const rows: StockRow[] = out.items.map((it) => {
      const here = it.stock.find((s: any) => s.location === loc) ?? { on_hand: 0, reserved: 0 };
      return { sku: it.sku, name: it.name, onHand: here.on_hand, reserved: here.reserved, unitCost: it.unit_cost };
    });
    setStock(rows);
    setSku((cur) => (cur && rows.some((r) => r.sku === cur) ? cur : rows[0]?.sku ?? ""));
  }

  useEffect(() => {
    (async () => {
      try {
        const out = await callTool<{ locations: Loc[] }>("list_locations", {});
        setLocations(out.locations);
        const first = out.locations.find((l) => l.name === "Denver store") ?? out.locations[0];
        if (!first) return;
        locationRef.current = first.id;
        setLocation(first.id);
        await readStock(first.id);
      } catch (e) {
        setLoadError(errorText(e));
      }
    })();
  }, []);

  async function chooseLocation(loc: string) {
    locationRef.current = loc;
    setLocation(loc);
    setFormError("");
    try {
      await readStock(loc);
    } catch (e) {
      setLoadError(errorText(e));
    }
  }

  function addToQueue() {
    const row = stock.find((r) => r.sku === sku);
    if (!row) return;
    const text = units.trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= row.onHand)) {
      setFormError(`Units must be 1 to ${row.onHand}`);
      return;
    }
    setFormError("");
    const loc = locations.find((l) => l.id === location);
    const entry: QueueRow = {
      key: nextKey.current++,
      sku: row.sku,
      name: row.name,
      location,
      locationName: loc ? loc.name : location,
      cause,
      units: n,
      unitCents: toCents(row.unitCost),
      message: "",
      approvedBy: null,
      reservedRefusal: false,
    };
    setQueue((q) => [...q, entry]);
    setUnits("");
  }

  function removeRow(key: number) {
    setQueue((q) => q.filter((r) => r.key !== key));
  }

  function patchRow(key: number, patch: Partial<QueueRow>) {
    setQueue((q) => q.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  }

  async function refreshStock() {
    try {
      await readStock(locationRef.current);
    } catch (e) {
      setLoadError(errorText(e));
    }
  }

  function lineText(row: QueueRow, count: number, before: number, after: number, extra: string): string {
    let text = `${row.locationName}, ${row.name}: ${count} ${row.cause} (${money(count * row.unitCents)}), on hand ${before} to ${after}`;
    text += extra;
    if (row.approvedBy) text += `, approved by ${row.approvedBy}`;
    return text;
  }

  async function writeRow(row: QueueRow): Promise<boolean> {
    try {
      const read = await callTool<any>("get_item", { sku: row.sku });
      const here = read.item.stock.find((s: any) => s.location === row.location) ?? { on_hand: 0, reserved: 0 };
      if (here.on_hand < row.units) {
        patchRow(row.key, { message: `Only ${here.on_hand} on hand now` });
        return false;
      }
      const out = await callTool<any>("adjust_stock", {
        sku: row.sku,
        location: row.location,
        counted_quantity: here.on_hand - row.units,
        reason: REASON[row.cause],
        evidence_token: read.evidence_token,
      });
      const adj = out.adjustment;
      const text = lineText(row, row.units, adj.before, adj.after, "");
      setLines((ls) => [...ls, { key: row.key, text, cents: row.units * row.unitCents }]);
      removeRow(row.key);
      return true;
    } catch (e) {
      const code = (e as { code?: string }).code;
      patchRow(row.key, { message: `Not written off: ${errorText(e)}`, reservedRefusal: code === "below_reserved" });
      return false;
    }
  }

  async function writeOff(row: QueueRow) {
    setBusy(true);
    const ok = await writeRow(row);
    if (ok) await refreshStock();
    setBusy(false);
  }

  function approve(row: QueueRow) {
    const name = manager.trim();
    if (!name) {
      setManagerError("Type the manager's name first");
      return;
    }
    setManagerError("");
    patchRow(row.key, { approvedBy: name });
  }

  async function writeFree(row: QueueRow) {
    setBusy(true);
    try {
      const read = await callTool<any>("get_item", { sku: row.sku });
      const here = read.item.stock.find((s: any) => s.location === row.location) ?? { on_hand: 0, reserved: 0 };
      const free = here.on_hand - here.reserved;
      if (free <= 0) {
        patchRow(row.key, { message: "No free units to write off" });
      } else {
        const out = await callTool<any>("adjust_stock", {
          sku: row.sku,
          location: row.location,
          counted_quantity: here.reserved,
          reason: REASON[row.cause],
          evidence_token: read.evidence_token,
        });
        const adj = out.adjustment;
        const count = adj.before - adj.after;
        const text = lineText(row, count, adj.before, adj.after, `, ${adj.after} reserved kept`);
        setLines((ls) => [...ls, { key: row.key, text, cents: count * row.unitCents }]);
        removeRow(row.key);
        await refreshStock();
      }
    } catch (e) {
      patchRow(row.key, { message: `Not written off: ${errorText(e)}` });
    }
    setBusy(false);
  }

  const queueCents = queue.reduce((sum, r) => sum + r.units * r.unitCents, 0);
  const waitingCents = queue.filter(needsManager).reduce((sum, r) => sum + r.units * r.unitCents, 0);

  return (
    <main className="desk">
      <h1>Write-off desk</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      <div className="field">
        <label htmlFor="location">Location</label>
        <select id="location" value={location} onChange={(e) => chooseLocation(e.target.value)}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>{l.name}</option>
          ))}
        </select>
      </div>

      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock here</h2>
        <table>
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th>On hand</th>
              <th>Reserved</th>
              <th>Free</th>
              <th>Unit cost</th>
            </tr>
          </thead>
          <tbody>
            {stock.map((r) => (
              <tr key={r.sku}>
                <td>{r.sku}</td>
                <td>{r.name}</td>
                <td>{r.onHand}</td>
                <td>{r.reserved}</td>
                <td>{r.onHand - r.reserved}</td>
                <td>{money(toCents(r.unitCost))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="record-heading">
        <h2 id="record-heading">Record a write-off</h2>
        <div className="form-row">
          <div className="field">
            <label htmlFor="item">Item</label>
            <select id="item" value={sku} onChange={(e) => setSku(e.target.value)}>
              {stock.map((r) => (
                <option key={r.sku} value={r.sku}>{r.name}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="units">Units</label>
            <input id="units" type="number" value={units} onChange={(e) => setUnits(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="cause">Cause</label>
            <select id="cause" value={cause} onChange={(e) => setCause(e.target.value as Cause)}>
              {CAUSES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </div>
          <button type="button" onClick={addToQueue}>Add to queue</button>
        </div>
        {formError && <p className="error" role="alert">{formError}</p>}
      </section>

      <section aria-labelledby="queue-heading">
        <h2 id="queue-heading">Write-off queue</h2>
        <div className="field">
          <label htmlFor="manager">Manager</label>
          <input id="manager" type="text" value={manager} onChange={(e) => setManager(e.target.value)} />
        </div>
        {managerError && <p className="error" role="alert">{managerError}</p>}
        <table>
          <thead>
            <tr>
              <th>Item</th>
              <th>Location</th>
              <th>Cause</th>
              <th>Units</th>
              <th>Value</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {queue.map((r) => (
              <tr key={r.key}>
                <td>{r.name}</td>
                <td>{r.locationName}</td>
                <td>{r.cause}</td>
                <td>{r.units}</td>
                <td>{money(r.units * r.unitCents)}</td>
                <td>
                  {needsManager(r) ? (
                    <>
                      <span className="note">Needs manager</span>{" "}
                      <button type="button" onClick={() => approve(r)}>Approve</button>
                    </>
                  ) : (
                    <>
                      {r.approvedBy && <span className="note">Approved by {r.approvedBy} </span>}
                      <button type="button" disabled={busy} onClick={() => writeOff(r)}>Write off</button>
                    </>
                  )}{" "}
                  {r.reservedRefusal && (
                    <button type="button" disabled={busy} onClick={() => writeFree(r)}>Write off free units only</button>
                  )}{" "}
                  <button type="button" onClick={() => removeRow(r.key)}>Remove</button>
                  {r.message && <p className="row-message">{r.message}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>Queue value: {money(queueCents)}</p>
        <p>Waiting for a manager: {money(waitingCents)}</p>
      </section>

      <section aria-labelledby="done-heading">
        <h2 id="done-heading">Written off</h2>
        <ul>
          {lines.map((l) => (
            <li key={l.key}>{l.text}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
