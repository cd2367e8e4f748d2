import { useEffect, useState, type ReactNode } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRow = { sku: string; name: string; stock: LocationStock[]; total_available: number };
type Row = { sku: string; name: string; avail: Record<string, number>; total: number };
type Transfer = { id: string; sku: string; from_location: string; to_location: string; quantity: number };
type Plan = { plan_id: string; plan_token: string; sku: string; from_location: string; to_location: string; quantity: number };

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function toRow(item: ItemRow): Row {
  const avail: Record<string, number> = {};
  for (const s of item.stock) avail[s.location] = s.available;
  return { sku: item.sku, name: item.name, avail, total: item.total_available };
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

async function freshToken(sku: string): Promise<string> {
  const res = await callTool<{ evidence_token: string }>("get_item", { sku });
  return res.evidence_token;
}

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [loadError, setLoadError] = useState("");
  const [search, setSearch] = useState("");

  const [sku, setSku] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [qty, setQty] = useState("");
  const [plan, setPlan] = useState<Plan | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  async function loadStock() {
    const res = await callTool<{ items: ItemRow[] }>("list_items", {});
    setRows(res.items.map(toRow));
  }

  async function loadTransfers() {
    const res = await callTool<{ transfers: Transfer[] }>("list_transfers", {});
    setTransfers(res.transfers);
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ locations: Location[] }>("list_locations", {});
        setLocations([...res.locations].sort((a, b) => b.id.localeCompare(a.id)));
        await Promise.all([loadStock(), loadTransfers()]);
      } catch (e) {
        setLoadError(`Could not load stock: ${message(e)}`);
      }
    })();
  }, []);

  const locName = (id: string) => locations.find((l) => l.id === id)?.name ?? id;
  const itemName = (s: string) => rows.find((r) => r.sku === s)?.name ?? s;
  const query = search.trim().toLowerCase();
  const visible = rows.filter(
    (r) =>
      (!query || r.sku.toLowerCase().includes(query) || r.name.toLowerCase().includes(query)),
  );

  const quantity = Number(qty);
  const canPlan = !!sku && !!from && !!to && Number.isInteger(quantity) && quantity > 0 && !busy;

  async function requestPlan(itemSku: string, source: string, target: string, units: number): Promise<Plan | null> {
    try {
      const evidence_token = await freshToken(itemSku);
      return await callTool<Plan>("plan_transfer", {
        sku: itemSku, from_location: source, to_location: target, quantity: units, evidence_token,
      });
    } catch (e) {
      setStatus(`Could not plan transfer: ${message(e)}`);
      return null;
    }
  }

  async function commit(p: Plan) {
    try {
      const res = await callTool<{ transfer: Transfer }>("commit_transfer", { plan_id: p.plan_id, plan_token: p.plan_token });
      setPlan(null);
      setStatus(`Transfer ${res.transfer.id} committed`);
    } catch (e) {
      setStatus(`Could not commit transfer: ${message(e)}`);
    }
    await Promise.all([loadStock(), loadTransfers()]);
  }

  async function onPlan() {
    setBusy(true);
    setStatus("");
    setPlan(await requestPlan(sku, from, to, quantity));
    setBusy(false);
  }

  async function onCommit() {
    if (!plan) return;
    setBusy(true);
    await commit(plan);
    setBusy(false);
  }

  return (
    <main className="page">
      <header className="top">
        <h1>Transfer console</h1>
        {rows.length > 0 && <p className="summary">{rows.length} items across {locations.length} locations</p>}
        {loadError && <p role="alert" className="error">{loadError}</p>}
      </header>

      <section className="card" aria-labelledby="stock-title">
        <div className="toolbar">
          <h2 id="stock-title">Stock by location</h2>
          <Field id="f-search-items" label="Search items">
            <input id="f-search-items" type="text" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <button type="button" className="secondary" onClick={() => loadStock()}>Refresh</button>
        </div>
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              {locations.map((l) => <th scope="col" key={l.id} className="num">{l.name}</th>)}
              <th scope="col" className="num">Network</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.sku}>
                <td>
                  <span className="mono sku">{r.sku}</span> <span className="item-name">{r.name}</span>
                </td>
                {locations.map((l) => {
                  const n = r.avail[l.id] ?? 0;
                  return <td key={l.id} className={n < 10 ? "num low" : "num"}>{n < 10 ? `${n} (low)` : n}</td>;
                })}
                <td className="num strong">{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="columns">
        <section className="card" aria-labelledby="new-title">
          <h2 id="new-title">New transfer</h2>
          <div className="form-grid">
            <Field id="f-item" label="Item">
              <select id="f-item" value={sku} onChange={(e) => setSku(e.target.value)}>
                <option value="">Choose an item</option>
                {rows.map((r) => <option key={r.sku} value={r.sku}>{r.name}</option>)}
              </select>
            </Field>
            <Field id="f-from" label="From">
              <select id="f-from" value={from} onChange={(e) => setFrom(e.target.value)}>
                <option value="">Choose a location</option>
                {locations.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </select>
            </Field>
            <Field id="f-to" label="To">
              <select id="f-to" value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">Choose a location</option>
                {locations.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </select>
            </Field>
            <Field id="f-quantity" label="Quantity">
              <input id="f-quantity" type="number" min={1} value={qty} onChange={(e) => setQty(e.target.value)} />
            </Field>
          </div>
          <button type="button" onClick={onPlan} disabled={!canPlan}>Plan transfer</button>
          {status && <p role="status" className={status.startsWith("Could") ? "error" : "ok"}>{status}</p>}
        </section>

        <section className="card" aria-labelledby="plan-title">
          <h2 id="plan-title">Transfer plan</h2>
          {plan ? (
            <>
              <p>
                Move {plan.quantity} units of {itemName(plan.sku)} from {locName(plan.from_location)} to {locName(plan.to_location)}
              </p>
              <button type="button" onClick={onCommit} disabled={busy}>Commit transfer</button>
            </>
          ) : (
            <p className="muted">No transfer planned.</p>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent transfers</h2>
        <ul className="plain lines">
          {transfers.map((t) => (
            <li key={t.id}>{t.id}: {t.quantity} units of {t.sku} from {locName(t.from_location)} to {locName(t.to_location)}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
