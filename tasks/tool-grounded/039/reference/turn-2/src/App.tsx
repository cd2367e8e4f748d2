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
};

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

export default function App() {
  const [held, setHeld] = useState<Held[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const [pickable, setPickable] = useState<ListRow[]>([]);
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState("");
  const [pauseMsg, setPauseMsg] = useState("");

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

  const rows = held ?? [];

  return (
    <main className="desk">
      <h1>On-hold desk</h1>
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="held-h">
        <div className="bar">
          <h2 id="held-h">On hold</h2>
          <div className="actions">
            <button type="button" onClick={() => void refresh()} disabled={busy}>
              Refresh
            </button>
          </div>
        </div>
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
                  <th>Reserved</th>
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
                    <td>{r.reserved}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

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
