import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type PartLine = {
  sku: string;
  name: string;
  reserved: number;
  issued: number;
  returned: number;
  net_issued: number;
  cost: number;
};

type LabourEntry = { id: string; technician_id: string; minutes: number; note: string };

type Detail = {
  id: string;
  title: string;
  status: string;
  technician_name: string | null;
  due_at: string;
  completed_at: string | null;
  closed_at: string | null;
  completion_note: string | null;
  met_target: boolean | null;
  labour_minutes: number;
  parts_cost: number;
  total_cost: number;
  parts: PartLine[];
  labour: LabourEntry[];
};

type Row = { id: string; status: string; due_at: string };

function byDue(a: Row, b: Row): number {
  if (a.due_at !== b.due_at) return a.due_at < b.due_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function stamp(iso: string | null): string {
  return iso ? iso.slice(0, 10) + " " + iso.slice(11, 16) : "";
}

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

function money(n: number): string {
  const cents = Math.round(n * 100);
  return "$" + (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}


async function readOrder(id: string): Promise<{ work_order: Detail; evidence_token: string }> {
  return callTool<{ work_order: Detail; evidence_token: string }>("get_work_order", { work_order_id: id });
}

async function readDetails(rows: Row[]): Promise<Detail[]> {
  const out: Detail[] = [];
  for (const row of rows) {
    out.push((await readOrder(row.id)).work_order);
  }
  return out;
}

export default function App() {
  const [awaiting, setAwaiting] = useState<Detail[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [awaitMsg, setAwaitMsg] = useState("");
  const [review, setReview] = useState<Detail | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const [reviewMsg, setReviewMsg] = useState("");
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const loadAwaiting = useCallback(async () => {
    try {
      const res = await callTool<{ work_orders: Row[] }>("list_work_orders", { status: "completed" });
      const rows = res.work_orders.filter((o) => o.status === "completed").sort(byDue);
      setAwaiting(await readDetails(rows));
      setLoadError("");
    } catch (e) {
      setLoadError("Could not read the work orders: " + errorText(e));
    }
  }, []);



  const loadAll = useCallback(async () => {
    await loadAwaiting();
  }, [
    loadAwaiting,
  ]);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  async function refresh() {
    setBusy(true);
    await loadAll();
    setBusy(false);
  }

  async function openReview(id: string) {
    setBusy(true);
    setReviewMsg("");
    setQuantities({});
    try {
      const got = await readOrder(id);
      const techs = await callTool<{ technicians: { id: string; name: string }[] }>("list_technicians", {});
      const map: Record<string, string> = {};
      for (const t of techs.technicians) map[t.id] = t.name;
      setNames(map);
      setReview(got.work_order);
    } catch (e) {
      setAwaitMsg(`Could not read ${id}: ${errorText(e)}`);
    }
    setBusy(false);
  }

  async function closeReviewed() {
    if (!review) return;
    const id = review.id;
    setBusy(true);
    try {
      const got = await readOrder(id);
      const res = await callTool<{ work_order: Detail }>("close_work_order", {
        work_order_id: id,
        evidence_token: got.evidence_token,
      });
      setAwaitMsg(`${id} closed, final cost ${money(res.work_order.total_cost)}`);
      setReview(null);
    } catch (e) {
      setAwaitMsg(`Not closed: ${errorText(e)}`);
    }
    await loadAwaiting();
    setBusy(false);
  }

  async function returnPart(line: PartLine) {
    if (!review) return;
    const id = review.id;
    const raw = (quantities[line.sku] ?? "").trim();
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= line.net_issued)) {
      setReviewMsg(`Enter 1 to ${line.net_issued} units`);
      return;
    }
    setBusy(true);
    try {
      const res = await callTool<{ part: { on_hand: number } }>("return_part", {
        work_order_id: id,
        sku: line.sku,
        quantity: n,
      });
      setReviewMsg(`Returned ${n} ${line.sku} from ${id}, ${res.part.on_hand} on hand`);
      setQuantities((q) => ({ ...q, [line.sku]: "" }));
    } catch (e) {
      setReviewMsg(`Not returned: ${errorText(e)}`);
    }
    try {
      const back = await readOrder(id);
      setReview(back.work_order);
    } catch (e) {
      setReviewMsg(`Could not read ${id}: ${errorText(e)}`);
    }
    await loadAwaiting();
    setBusy(false);
  }



  const missed = (awaiting ?? []).filter((d) => d.met_target !== true).length;

  return (
    <main className="desk">
      <header className="top">
        <h1>Close-out desk</h1>
        <button type="button" onClick={() => void refresh()} disabled={busy}>
          Refresh
        </button>
      </header>
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="awaiting-h">
        <h2 id="awaiting-h">Awaiting sign-off</h2>
        {awaitMsg && (
          <div className="notice" role="status">
            <p>{awaitMsg}</p>
          </div>
        )}
        {awaiting === null ? (
          <p className="muted">Reading work orders…</p>
        ) : awaiting.length === 0 ? (
          <p>Nothing awaiting sign-off</p>
        ) : (
          <>
            <p className="count">
              Awaiting: {awaiting.length}, missed target: {missed}
            </p>
            <table>
              <thead>
                <tr>
                  <th>Work order</th>
                  <th>Title</th>
                  <th>Technician</th>
                  <th>Labour</th>
                  <th>Parts</th>
                  <th>Total</th>
                  <th>Target</th>
                  <th aria-label="Actions"></th>
                </tr>
              </thead>
              <tbody>
                {awaiting.map((d) => (
                  <tr key={d.id}>
                    <td>{d.id}</td>
                    <td>{d.title}</td>
                    <td>{d.technician_name ?? ""}</td>
                    <td>{duration(d.labour_minutes)}</td>
                    <td className="num">{money(d.parts_cost)}</td>
                    <td className="num">{money(d.total_cost)}</td>
                    <td>{d.met_target === true ? "Met" : "Missed"}</td>
                    <td>
                      <button type="button" onClick={() => void openReview(d.id)} disabled={busy}>
                        Review
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      {review && (
        <section className="panel" aria-labelledby="review-h">
          <h2 id="review-h">Review {review.id}</h2>
          <p>
            Completed {stamp(review.completed_at)}, due {stamp(review.due_at)}
          </p>
          <p>Note: {review.completion_note ?? ""}</p>
          <h3>Labour</h3>
          <table>
            <thead>
              <tr>
                <th>Entry</th>
                <th>Technician</th>
                <th>Time</th>
                <th>Comment</th>
              </tr>
            </thead>
            <tbody>
              {review.labour.map((l) => (
                <tr key={l.id}>
                  <td>{l.id}</td>
                  <td>{names[l.technician_id] ?? l.technician_id}</td>
                  <td>{duration(l.minutes)}</td>
                  <td>{l.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Parts</h3>
          {review.parts.length === 0 ? (
            <p>No parts drawn</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Name</th>
                  <th>Issued</th>
                  <th>Returned</th>
                  <th>Net</th>
                  <th>Cost</th>
                  <th aria-label="Return to stores"></th>
                </tr>
              </thead>
              <tbody>
                {review.parts.map((p) => (
                  <tr key={p.sku}>
                    <td>{p.sku}</td>
                    <td>{p.name}</td>
                    <td className="num">{p.issued}</td>
                    <td className="num">{p.returned}</td>
                    <td className="num">{p.net_issued}</td>
                    <td className="num">{money(p.cost)}</td>
                    <td>
                      {p.net_issued > 0 && (
                        <span className="inline">
                          <label>
                            Return quantity{" "}
                            <input
                              type="text"
                              inputMode="numeric"
                              size={4}
                              value={quantities[p.sku] ?? ""}
                              onChange={(e) => setQuantities((q) => ({ ...q, [p.sku]: e.target.value }))}
                            />
                          </label>
                          <button type="button" onClick={() => void returnPart(p)} disabled={busy}>
                            Return
                          </button>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {reviewMsg && (
            <p className="notice" role="status">
              {reviewMsg}
            </p>
          )}
          <p>
            <button type="button" onClick={() => void closeReviewed()} disabled={busy}>
              Close work order
            </button>
          </p>
        </section>
      )}
    </main>
  );
}
