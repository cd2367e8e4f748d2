import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Schedule = {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  title: string;
  interval_days: number;
  next_due: string;
  days_until_due: number;
  active: boolean;
  open_work_order: string | null;
};

type OrderRow = {
  id: string;
  asset_id: string;
  asset_name: string;
  title: string;
  kind: string;
  status: string;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
  schedule_id: string | null;
};

type PartLine = {
  sku: string;
  reserved: number;
};

type OrderDetail = {
  id: string;
  schedule_id: string | null;
  parts: PartLine[];
  met_target: boolean | null;
  total_cost: number;
};

type Duplicate = {
  order: OrderRow;
  schedule: string;
};

type ReadOrder = { work_order: OrderDetail; evidence_token: string };

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];
const SITE_NAMES = ["North Depot", "Riverside Offices", "Lab Annex"];

type Asset = { site_id: string; site_name: string };

function statusOf(days: number): string {
  if (days < 0) return "Overdue";
  if (days === 0) return "Due today";
  if (days === 1) return "Due in 1 day";
  if (days <= 7) return `Due in ${days} days`;
  return "Not due";
}

function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

function dueText(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

function money(n: number): string {
  return "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [signoff, setSignoff] = useState<OrderDetail[] | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const [siteName, setSiteName] = useState("all");
  const [siteIds, setSiteIds] = useState<Record<string, string>>({});
  const siteRef = useRef("");

  const readSchedules = useCallback(async (): Promise<Schedule[]> => {
    const site = siteRef.current;
    const res = await callTool<{ today: string; schedules: Schedule[] }>(
      "list_pm_schedules",
      site ? { site_id: site } : {},
    );
    return res.schedules.filter((s) => s.active);
  }, []);

  const loadSchedules = useCallback(async () => {
    setSchedules(await readSchedules());
  }, [readSchedules]);

  const loadSites = useCallback(async (): Promise<Record<string, string>> => {
    const res = await callTool<{ assets: Asset[] }>("list_assets", { include_retired: true });
    const map: Record<string, string> = {};
    for (const a of res.assets) if (!(a.site_name in map)) map[a.site_name] = a.site_id;
    setSiteIds(map);
    return map;
  }, []);

  const loadOrders = useCallback(async () => {
    const res = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", {});
    setOrders(res.work_orders.filter((o) => o.kind === "preventive" && UNFINISHED.includes(o.status)));
  }, []);

  const loadSignoff = useCallback(async () => {
    const res = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", { status: "completed" });
    const done = res.work_orders.filter((o) => o.kind === "preventive");
    const details: OrderDetail[] = [];
    for (const o of done) {
      const read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      details.push(read.work_order);
    }
    setSignoff(details);
  }, []);

  const loadDuplicates = useCallback(async () => {
    const [sched, list] = await Promise.all([
      callTool<{ schedules: Schedule[] }>("list_pm_schedules", {}),
      callTool<{ work_orders: OrderRow[] }>("list_work_orders", {}),
    ]);
    const active = sched.schedules.filter((s) => s.active);
    const found: Duplicate[] = [];
    for (const o of list.work_orders) {
      if (o.kind !== "reactive" || !UNFINISHED.includes(o.status)) continue;
      const match = active.find((s) => s.asset_id === o.asset_id && sameTitle(s.title, o.title));
      if (match) found.push({ order: o, schedule: match.id });
    }
    setDuplicates(found);
  }, []);

  const loadAll = useCallback(async () => {
    try {
      await Promise.all([loadSchedules(), loadOrders(), loadSignoff(), loadDuplicates()]);
      setError("");
    } catch (e) {
      setError(`Could not read the system: ${errorText(e)}`);
    }
  }, [loadSchedules, loadOrders, loadSignoff, loadDuplicates]);

  useEffect(() => {
    void loadAll();
    loadSites().catch((e) => setError(`Could not read the sites: ${errorText(e)}`));
  }, [loadAll, loadSites]);

  async function chooseSite(name: string) {
    setSiteName(name);
    setBusy(true);
    try {
      let ids = siteIds;
      const named = name !== "all";
      if (named && !ids[name]) ids = await loadSites();
      siteRef.current = named ? ids[name] ?? "" : "";
      await loadSchedules();
      setError("");
    } catch (e) {
      setError(`Could not read the schedules: ${errorText(e)}`);
    }
    setBusy(false);
  }

  async function raiseAllDue() {
    setBusy(true);
    try {
      const fresh = await readSchedules();
      setSchedules(fresh);
      const due = fresh.filter((s) => s.days_until_due <= 7 && !s.open_work_order);
      if (due.length === 0) {
        setMessages(["Nothing to raise"]);
      } else {
        const raised: string[] = [];
        const refused: string[] = [];
        for (const s of due) {
          try {
            const res = await callTool<{ work_order: { id: string } }>("generate_pm_work_order", {
              schedule_id: s.id,
            });
            raised.push(res.work_order.id);
          } catch (e) {
            refused.push(`Not raised: ${errorText(e)}`);
          }
        }
        const head =
          raised.length === 1
            ? `Raised 1 PM order: ${raised[0]}`
            : `Raised ${raised.length} PM orders${raised.length ? ": " + raised.join(", ") : ""}`;
        setMessages([head, ...refused]);
        await loadAll();
      }
    } catch (e) {
      setMessages([`Not raised: ${errorText(e)}`]);
    }
    setBusy(false);
  }

  async function raise(s: Schedule) {
    setBusy(true);
    try {
      const res = await callTool<{ work_order: { id: string } }>("generate_pm_work_order", { schedule_id: s.id });
      setMessages([`Raised ${res.work_order.id} for ${s.id}`]);
    } catch (e) {
      setMessages([`Not raised: ${errorText(e)}`]);
    }
    await loadAll();
    setBusy(false);
  }

  async function complete(o: OrderRow) {
    const note = (notes[o.id] ?? "").trim();
    if (note.length < 5 || note.length > 300) {
      setMessages(["A completion note needs 5 to 300 characters"]);
      return;
    }
    setBusy(true);
    const lines: string[] = [];
    try {
      let read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      const held = read.work_order.parts.filter((p) => p.reserved > 0);
      if (held.length > 0) {
        for (const p of held) {
          await callTool("release_part", { work_order_id: o.id, sku: p.sku, quantity: p.reserved });
          lines.push(`Released ${p.reserved} × ${p.sku}`);
        }
        read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      }
      const done = await callTool<{ work_order: OrderDetail }>("complete_work_order", {
        work_order_id: o.id,
        evidence_token: read.evidence_token,
        completion_note: note,
      });
      lines.push(`${o.id} completed ${done.work_order.met_target ? "on target" : "late"}`);
      setNotes((n) => ({ ...n, [o.id]: "" }));
    } catch (e) {
      lines.push(`Not completed: ${errorText(e)}`);
    }
    setMessages(lines);
    await loadAll();
    setBusy(false);
  }

  async function closeOrder(o: OrderDetail) {
    setBusy(true);
    try {
      const read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      const res = await callTool<{ work_order: OrderDetail }>("close_work_order", {
        work_order_id: o.id,
        evidence_token: read.evidence_token,
      });
      setMessages([`${o.id} closed at ${money(res.work_order.total_cost)}`]);
    } catch (e) {
      setMessages([`Not closed: ${errorText(e)}`]);
    }
    try {
      await loadSignoff();
    } catch (e) {
      setError(`Could not read the system: ${errorText(e)}`);
    }
    setBusy(false);
  }

  async function cancelDuplicate(d: Duplicate) {
    setBusy(true);
    try {
      const read = await callTool<ReadOrder>("get_work_order", { work_order_id: d.order.id });
      await callTool("cancel_work_order", {
        work_order_id: d.order.id,
        evidence_token: read.evidence_token,
        reason: `Duplicate of ${d.schedule}`,
      });
      setMessages([`${d.order.id} cancelled as a duplicate of ${d.schedule}`]);
    } catch (e) {
      setMessages([`Not cancelled: ${errorText(e)}`]);
    }
    try {
      await loadDuplicates();
    } catch (e) {
      setError(`Could not read the system: ${errorText(e)}`);
    }
    setBusy(false);
  }

  const rows = schedules ?? [];
  const overdue = rows.filter((s) => s.days_until_due < 0).length;
  const today = rows.filter((s) => s.days_until_due === 0).length;
  const week = rows.filter((s) => s.days_until_due >= 1 && s.days_until_due <= 7).length;

  return (
    <main className="desk">
      <h1>PM desk</h1>
      {error && <p className="error" role="alert">{error}</p>}
      {messages.length > 0 && (
        <div className="messages" role="status">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading">Schedules</h2>
        <div className="bar">
          <label>
            Site{" "}
            <select value={siteName} disabled={busy} onChange={(e) => void chooseSite(e.target.value)}>
              <option value="all">All sites</option>
              {SITE_NAMES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary" onClick={() => void loadAll()}>
            Refresh
          </button>
          <button type="button" disabled={busy} onClick={() => void raiseAllDue()}>
            Raise all due
          </button>
        </div>
        {schedules === null ? (
          <p>Loading schedules…</p>
        ) : (
          <>
            <p className="counts">
              {overdue} overdue, {today} due today, {week} due within 7 days
            </p>
            <table>
              <thead>
                <tr>
                  <th>Schedule</th>
                  <th>Asset</th>
                  <th>Task</th>
                  <th>Every</th>
                  <th>Next due</th>
                  <th>Status</th>
                  <th>Open order</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>{s.id}</td>
                    <td>{s.asset_name}</td>
                    <td>{s.title}</td>
                    <td>{s.interval_days} days</td>
                    <td>{s.next_due}</td>
                    <td className={s.days_until_due < 0 ? "overdue" : undefined}>{statusOf(s.days_until_due)}</td>
                    <td>{s.open_work_order ?? "none"}</td>
                    <td>
                      {s.days_until_due <= 7 && !s.open_work_order && (
                        <button type="button" disabled={busy} onClick={() => void raise(s)}>
                          Raise order
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">PM work orders</h2>
        {orders === null ? (
          <p>Loading work orders…</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Work order</th>
                <th>Schedule</th>
                <th>Asset</th>
                <th>Technician</th>
                <th>Status</th>
                <th>Due</th>
                <th>Flag</th>
                <th>Completion</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.schedule_id ?? ""}</td>
                  <td>{o.asset_name}</td>
                  <td>{o.technician_name ?? "unassigned"}</td>
                  <td>{statusText(o.status)}</td>
                  <td>{dueText(o.due_at)}</td>
                  <td className={o.overdue ? "overdue" : undefined}>{o.overdue ? "Overdue" : ""}</td>
                  <td>
                    {o.status === "in_progress" && (
                      <div className="bar">
                        <input
                          className="note"
                          aria-label="Completion note"
                          placeholder="Completion note"
                          value={notes[o.id] ?? ""}
                          onChange={(e) => setNotes((n) => ({ ...n, [o.id]: e.target.value }))}
                        />
                        <button type="button" disabled={busy} onClick={() => void complete(o)}>
                          Complete
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="signoff-heading">
        <h2 id="signoff-heading">Awaiting sign-off</h2>
        {signoff === null ? (
          <p>Loading completed orders…</p>
        ) : signoff.length === 0 ? (
          <p>Nothing awaiting sign-off</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Work order</th>
                <th>Schedule</th>
                <th>Result</th>
                <th>Cost</th>
                <th>Sign-off</th>
              </tr>
            </thead>
            <tbody>
              {signoff.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.schedule_id ?? ""}</td>
                  <td>{o.met_target ? "On target" : "Late"}</td>
                  <td>{money(o.total_cost)}</td>
                  <td>
                    <button type="button" disabled={busy} onClick={() => void closeOrder(o)}>
                      Close
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="duplicates-heading">
        <h2 id="duplicates-heading">Duplicates</h2>
        {duplicates === null ? (
          <p>Loading duplicates…</p>
        ) : duplicates.length === 0 ? (
          <p>No duplicates</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Work order</th>
                <th>Title</th>
                <th>Schedule</th>
                <th>Status</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {duplicates.map((d) => (
                <tr key={d.order.id}>
                  <td>{d.order.id}</td>
                  <td>{d.order.title}</td>
                  <td>{d.schedule}</td>
                  <td>{statusText(d.order.status)}</td>
                  <td>
                    <button type="button" disabled={busy} onClick={() => void cancelDuplicate(d)}>
                      Cancel duplicate
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
