import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type PartLine = { sku: string; name: string; reserved: number; issued: number };
type HistoryEntry = { at: string; action: string };

type Detail = {
  id: string;
  title: string;
  status: string;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
  requires_parts: boolean;
  hold_reason: string | null;
  parts: PartLine[];
  history: HistoryEntry[];
};

type ListRow = { id: string; title: string; status: string; due_at: string; overdue: boolean };
type ListOut = { as_of: string; work_orders: ListRow[] };

type Held = {
  id: string;
  title: string;
  technician: string;
  reason: string;
  since: string;
  hours: number;
  reserved: string;
  requiresParts: boolean;
  due: string;
  overdue: boolean;
};

type StockRow = { sku: string; name: string; available: number };

function stamp(iso: string): string {
  return iso ? iso.slice(0, 10) + " " + iso.slice(11, 16) : "";
}

function hoursBetween(from: string, to: string): number {
  const ms = Date.parse(to) - Date.parse(from);
  return Math.max(0, Math.floor(ms / 3600000));
}

function heldFor(hours: number): string {
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function latestHold(history: HistoryEntry[]): string {
  let at = "";
  for (const h of history) if (h.action === "on_hold") at = h.at;
  return at;
}

function reservedText(parts: PartLine[]): string {
  return parts
    .filter((p) => p.reserved > 0)
    .map((p) => `${p.reserved} ${p.sku}`)
    .join(", ");
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

async function readOrder(id: string): Promise<{ work_order: Detail; evidence_token: string }> {
  return callTool<{ work_order: Detail; evidence_token: string }>("get_work_order", { work_order_id: id });
}

function mustWaitForParts(row: Held): boolean {
  return row.requiresParts && row.reserved === "";
}

export default function App() {
  const [held, setHeld] = useState<Held[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const [holdMsg, setHoldMsg] = useState<string[]>([]);
  const [pickable, setPickable] = useState<ListRow[]>([]);
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState("");
  const [pauseMsg, setPauseMsg] = useState("");
  const [partsOrder, setPartsOrder] = useState<Detail | null>(null);
  const [stock, setStock] = useState<StockRow[]>([]);
  const [sku, setSku] = useState("");
  const [qty, setQty] = useState("");
  const [partsMsg, setPartsMsg] = useState("");

  const loadHeld = useCallback(async () => {
    try {
      const res = await callTool<ListOut>("list_work_orders", { status: "on_hold" });
      const rows: Held[] = [];
      for (const row of res.work_orders.filter((o) => o.status === "on_hold")) {
        const d = (await readOrder(row.id)).work_order;
        const since = latestHold(d.history);
        rows.push({
          id: d.id,
          title: d.title,
          technician: d.technician_name ?? "",
          reason: d.hold_reason ?? "",
          since,
          hours: hoursBetween(since, res.as_of),
          reserved: reservedText(d.parts),
          requiresParts: d.requires_parts,
          due: row.due_at,
          overdue: row.overdue,
        });
      }
      rows.sort((a, b) => (a.since !== b.since ? (a.since < b.since ? -1 : 1) : a.id < b.id ? -1 : 1));
      setHeld(rows);
      setLoadError("");
    } catch (e) {
      setLoadError("Could not read the orders on hold: " + errorText(e));
    }
  }, []);

  const loadPickable = useCallback(async () => {
    try {
      const res = await callTool<ListOut>("list_work_orders", {});
      const rows = res.work_orders
        .filter((o) => o.status === "assigned" || o.status === "in_progress")
        .sort((a, b) => (a.due_at !== b.due_at ? (a.due_at < b.due_at ? -1 : 1) : a.id < b.id ? -1 : 1));
      setPickable(rows);
      setChosen((prev) => (rows.some((r) => r.id === prev) ? prev : rows.length ? rows[0].id : ""));
    } catch (e) {
      setPauseMsg("Could not read the work orders: " + errorText(e));
    }
  }, []);

  const loadParts = useCallback(async (id: string) => {
    const order = (await readOrder(id)).work_order;
    const res = await callTool<{ parts: StockRow[] }>("list_parts", {});
    setPartsOrder(order);
    setStock(res.parts);
    return res.parts;
  }, []);

  useEffect(() => {
    void loadHeld();
    void loadPickable();
  }, [
    loadHeld,
    loadPickable,
  ]);

  async function refresh() {
    setBusy(true);
    await loadHeld();
    setBusy(false);
  }

  async function putOnHold() {
    const text = reason.trim();
    if (text.length < 5 || text.length > 200) {
      setPauseMsg("A reason needs 5 to 200 characters");
      return;
    }
    const id = chosen;
    if (!id) return;
    setBusy(true);
    try {
      const res = await callTool<{ work_order: Detail }>("put_on_hold", { work_order_id: id, reason: text });
      setPauseMsg(`${id} put on hold: ${res.work_order.hold_reason ?? text}`);
      setReason("");
    } catch (e) {
      setPauseMsg("Not put on hold: " + errorText(e));
    }
    await loadHeld();
    await loadPickable();
    setBusy(false);
  }

  async function resume(row: Held) {
    if (mustWaitForParts(row)) {
      setHoldMsg([`${row.id} needs parts reserved before it resumes`]);
      return;
    }
    setBusy(true);
    try {
      const res = await callTool<{ work_order: Detail }>("start_work", { work_order_id: row.id });
      const history = res.work_order.history;
      let resumedAt = "";
      for (const h of history) if (h.action === "resumed") resumedAt = h.at;
      const since = latestHold(history) || row.since;
      setHoldMsg([`${row.id} resumed after ${heldFor(hoursBetween(since, resumedAt))} on hold`]);
    } catch (e) {
      setHoldMsg(["Not resumed: " + errorText(e)]);
    }
    await loadHeld();
    await loadPickable();
    setBusy(false);
  }

  async function resumeAllReady() {
    const rows = held ?? [];
    if (rows.length === 0) {
      setHoldMsg(["Nothing to resume"]);
      return;
    }
    setBusy(true);
    let resumed = 0;
    const lines: string[] = [];
    for (const row of rows) {
      if (mustWaitForParts(row)) {
        lines.push(`${row.id} skipped: needs parts reserved`);
        continue;
      }
      try {
        await callTool("start_work", { work_order_id: row.id });
        resumed += 1;
      } catch (e) {
        lines.push(`${row.id}: ${errorText(e)}`);
      }
    }
    setHoldMsg([`Resumed ${resumed} of ${rows.length} on-hold orders`, ...lines]);
    await loadHeld();
    await loadPickable();
    setBusy(false);
  }

  async function openParts(id: string) {
    setBusy(true);
    try {
      const list = await loadParts(id);
      setSku(list.length ? list[0].sku : "");
      setQty("");
      setPartsMsg("");
    } catch (e) {
      setPartsMsg("Could not read the parts: " + errorText(e));
    }
    setBusy(false);
  }

  async function afterPartsChange(id: string) {
    try {
      await loadParts(id);
    } catch (e) {
      setPartsMsg((m) => m + " (could not read the parts back: " + errorText(e) + ")");
    }
    await loadHeld();
  }

  async function reserve() {
    if (!partsOrder) return;
    const part = stock.find((s) => s.sku === sku);
    if (!part) return;
    if (part.available <= 0) {
      setPartsMsg(`No ${part.sku} available`);
      return;
    }
    const text = qty.trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > part.available) {
      setPartsMsg(`Enter 1 to ${part.available} units`);
      return;
    }
    const id = partsOrder.id;
    setBusy(true);
    try {
      const fresh = await readOrder(id);
      const res = await callTool<{ part: StockRow }>("reserve_part", {
        work_order_id: id,
        sku: part.sku,
        quantity: n,
        evidence_token: fresh.evidence_token,
      });
      setPartsMsg(`Reserved ${n} ${part.sku} for ${id}, ${res.part.available} available`);
      setQty("");
    } catch (e) {
      setPartsMsg("Not reserved: " + errorText(e));
    }
    await afterPartsChange(id);
    setBusy(false);
  }

  async function release(line: PartLine) {
    if (!partsOrder) return;
    const id = partsOrder.id;
    setBusy(true);
    try {
      const res = await callTool<{ part: StockRow }>("release_part", {
        work_order_id: id,
        sku: line.sku,
        quantity: line.reserved,
      });
      setPartsMsg(`Released ${line.reserved} ${line.sku} from ${id}, ${res.part.available} available`);
    } catch (e) {
      setPartsMsg("Not released: " + errorText(e));
    }
    await afterPartsChange(id);
    setBusy(false);
  }

  const rows = held ?? [];

  return (
    <main className="desk">
      <h1>On-hold desk</h1>
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="held-h">
        <div className="bar">
          <h2 id="held-h">On hold</h2>
          <div className="actions">
            <button type="button" onClick={() => void resumeAllReady()} disabled={busy || held === null}>
              Resume all ready
            </button>
            <button type="button" onClick={() => void refresh()} disabled={busy}>
              Refresh
            </button>
          </div>
        </div>
        {holdMsg.length > 0 && (
          <div className="notice" role="status">
            {holdMsg.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
        {held === null ? (
          <p className="muted">Reading the orders on hold…</p>
        ) : rows.length === 0 ? (
          <p>Nothing on hold</p>
        ) : (
          <>
            <p className="count">
              On hold: {rows.length}, longest {heldFor(rows[0].hours)}
            </p>
            <table>
              <thead>
                <tr>
                  <th>Work order</th>
                  <th>Title</th>
                  <th>Technician</th>
                  <th>Reason</th>
                  <th>Since</th>
                  <th>On hold for</th>
                  <th>Due</th>
                  <th>Reserved</th>
                  <th aria-label="Actions"></th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.title}</td>
                    <td>{r.technician}</td>
                    <td>{r.reason}</td>
                    <td>{stamp(r.since)}</td>
                    <td>{heldFor(r.hours)}</td>
                    <td>
                      {stamp(r.due)}
                      {r.overdue ? " (overdue)" : ""}
                    </td>
                    <td>{r.reserved}</td>
                    <td className="row-actions">
                      <button type="button" onClick={() => void resume(r)} disabled={busy}>
                        Resume
                      </button>
                      <button type="button" className="secondary" onClick={() => void openParts(r.id)} disabled={busy}>
                        Parts
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      {partsOrder && (
        <section className="panel" aria-labelledby="parts-h">
          <h2 id="parts-h">Parts for {partsOrder.id}</h2>
          {partsMsg && (
            <div className="notice" role="status">
              <p>{partsMsg}</p>
            </div>
          )}
          {partsOrder.parts.length === 0 ? (
            <p>No parts on this order</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Name</th>
                  <th>Reserved</th>
                  <th>Issued</th>
                  <th aria-label="Actions"></th>
                </tr>
              </thead>
              <tbody>
                {partsOrder.parts.map((p) => (
                  <tr key={p.sku}>
                    <td>{p.sku}</td>
                    <td>{p.name}</td>
                    <td>{p.reserved}</td>
                    <td>{p.issued}</td>
                    <td>
                      {p.reserved > 0 && (
                        <button type="button" onClick={() => void release(p)} disabled={busy}>
                          Release
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="form-row">
            <label>
              Part
              <select value={sku} onChange={(e) => setSku(e.target.value)}>
                {stock.map((s) => (
                  <option key={s.sku} value={s.sku}>
                    {s.sku} {s.name}, {s.available} available
                  </option>
                ))}
              </select>
            </label>
            <label>
              Quantity
              <input type="text" inputMode="numeric" value={qty} onChange={(e) => setQty(e.target.value)} />
            </label>
            <button type="button" onClick={() => void reserve()} disabled={busy}>
              Reserve
            </button>
          </div>
        </section>
      )}

      <section className="panel" aria-labelledby="pause-h">
        <h2 id="pause-h">Put on hold</h2>
        {pauseMsg && (
          <div className="notice" role="status">
            <p>{pauseMsg}</p>
          </div>
        )}
        <div className="form-row">
          <label>
            Work order
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {pickable.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.id} {o.title}
                </option>
              ))}
            </select>
          </label>
          <label className="grow">
            Reason
            <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" onClick={() => void putOnHold()} disabled={busy || !chosen}>
            Put on hold
          </button>
        </div>
      </section>
    </main>
  );
}
