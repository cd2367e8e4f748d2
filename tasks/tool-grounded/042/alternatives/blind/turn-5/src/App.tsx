import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import { formatUsd, toCents } from "./money";
import type { Cause, Item, Location, LocationStock, QueueRow, WrittenLine } from "./types";
import "./styles.css";

const CAUSES: Cause[] = ["Damaged", "Expired", "Missing"];
const MANAGER_LIMIT_CENTS = 18000;

function reasonFor(cause: Cause): string {
  return cause === "Missing" ? "shrinkage" : "damaged";
}

function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

function stockAt(stock: LocationStock[], locationId: string): LocationStock | undefined {
  return stock.find((s) => s.location === locationId);
}

function needsManager(row: QueueRow): boolean {
  return row.valueCents > MANAGER_LIMIT_CENTS;
}

function isReady(row: QueueRow): boolean {
  return !needsManager(row) || row.approvedBy !== null;
}

type ItemRead = { item: Item; evidence_token: string };
type AdjustReply = {
  adjustment: { before: number; after: number };
  stock: LocationStock;
};

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [locationId, setLocationId] = useState("");
  const [items, setItems] = useState<Item[]>([]);
  const [loadError, setLoadError] = useState("");
  const [itemSku, setItemSku] = useState("");
  const [unitsText, setUnitsText] = useState("");
  const [cause, setCause] = useState<Cause>("Damaged");
  const [formError, setFormError] = useState("");
  const [queue, setQueue] = useState<QueueRow[]>([]);
  const [manager, setManager] = useState("");
  const [managerError, setManagerError] = useState("");
  const [lines, setLines] = useState<WrittenLine[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkSummary, setBulkSummary] = useState("");
  const nextId = useRef(1);
  const locationRef = useRef("");
  const loadSeq = useRef(0);

  async function loadStock(id: string) {
    const seq = ++loadSeq.current;
    try {
      const res = await callTool<{ items: Item[] }>("list_items", { location: id });
      if (seq !== loadSeq.current) return;
      const sorted = [...res.items].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
      setItems(sorted);
      setLoadError("");
      setItemSku((current) => (current && sorted.some((i) => i.sku === current) ? current : sorted[0]?.sku ?? ""));
    } catch (err) {
      if (seq === loadSeq.current) setLoadError("Could not read stock: " + errorText(err));
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ locations: Location[] }>("list_locations", {});
        setLocations(res.locations);
        const start = res.locations.find((l) => l.name === "Denver store") ?? res.locations[0];
        if (start) {
          locationRef.current = start.id;
          setLocationId(start.id);
          await loadStock(start.id);
        }
      } catch (err) {
        setLoadError("Could not read locations: " + errorText(err));
      }
    })();
  }, []);

  function chooseLocation(id: string) {
    locationRef.current = id;
    setLocationId(id);
    setFormError("");
    void loadStock(id);
  }

  const locationName = (id: string) => locations.find((l) => l.id === id)?.name ?? id;

  function addToQueue(e: React.FormEvent) {
    e.preventDefault();
    const item = items.find((i) => i.sku === itemSku);
    if (!item) return;
    const onHand = stockAt(item.stock, locationId)?.on_hand ?? 0;
    const trimmed = unitsText.trim();
    const units = Number(trimmed);
    if (trimmed === "" || !/^\d+$/.test(trimmed) || !Number.isInteger(units) || units < 1 || units > onHand) {
      setFormError(`Units must be 1 to ${onHand}`);
      return;
    }
    setFormError("");
    const unitCostCents = toCents(item.unit_cost);
    const row: QueueRow = {
      id: nextId.current++,
      sku: item.sku,
      itemName: item.name,
      locationId,
      locationName: locationName(locationId),
      cause,
      units,
      unitCostCents,
      valueCents: units * unitCostCents,
      approvedBy: null,
      message: "",
      canWriteFreeOnly: false,
      busy: false,
    };
    setQueue((q) => [...q, row]);
  }

  function removeRow(id: number) {
    setQueue((q) => q.filter((r) => r.id !== id));
  }

  function patchRow(id: number, patch: Partial<QueueRow>) {
    setQueue((q) => q.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  }

  function approve(id: number) {
    const name = manager.trim();
    if (name === "") {
      setManagerError("Type the manager's name first");
      return;
    }
    setManagerError("");
    patchRow(id, { approvedBy: name });
  }

  function addLine(text: string, valueCents: number) {
    setLines((l) => [...l, { id: nextId.current++, text, valueCents }]);
  }

  async function writeOff(row: QueueRow): Promise<boolean> {
    patchRow(row.id, { busy: true, message: "", canWriteFreeOnly: false });
    let read: ItemRead;
    try {
      read = await callTool<ItemRead>("get_item", { sku: row.sku });
    } catch (err) {
      patchRow(row.id, { busy: false, message: "Not written off: " + errorText(err) });
      return false;
    }
    const here = stockAt(read.item.stock, row.locationId);
    const onHand = here?.on_hand ?? 0;
    const reserved = here?.reserved ?? 0;
    if (onHand < row.units) {
      patchRow(row.id, { busy: false, message: `Only ${onHand} on hand now` });
      return false;
    }
    const counted = onHand - row.units;
    let reply: AdjustReply;
    try {
      reply = await callTool<AdjustReply>("adjust_stock", {
        sku: row.sku,
        location: row.locationId,
        counted_quantity: counted,
        reason: reasonFor(row.cause),
        evidence_token: read.evidence_token,
      });
    } catch (err) {
      const message = errorText(err);
      const reservedRefusal = counted < reserved || /reserv/i.test(message);
      patchRow(row.id, { busy: false, message: "Not written off: " + message, canWriteFreeOnly: reservedRefusal });
      return false;
    }
    const approval = row.approvedBy ? `, approved by ${row.approvedBy}` : "";
    addLine(
      `${row.locationName}, ${row.itemName}: ${row.units} ${row.cause} (${formatUsd(row.valueCents)}), on hand ${reply.adjustment.before} to ${reply.adjustment.after}${approval}`,
      row.valueCents,
    );
    removeRow(row.id);
    await loadStock(locationRef.current);
    return true;
  }

  async function writeOffFreeOnly(row: QueueRow) {
    patchRow(row.id, { busy: true });
    let read: ItemRead;
    try {
      read = await callTool<ItemRead>("get_item", { sku: row.sku });
    } catch (err) {
      patchRow(row.id, { busy: false, message: "Not written off: " + errorText(err) });
      return;
    }
    const here = stockAt(read.item.stock, row.locationId);
    const onHand = here?.on_hand ?? 0;
    const reserved = here?.reserved ?? 0;
    const free = onHand - reserved;
    if (free <= 0) {
      patchRow(row.id, { busy: false, message: "No free units to write off", canWriteFreeOnly: false });
      return;
    }
    let reply: AdjustReply;
    try {
      reply = await callTool<AdjustReply>("adjust_stock", {
        sku: row.sku,
        location: row.locationId,
        counted_quantity: reserved,
        reason: reasonFor(row.cause),
        evidence_token: read.evidence_token,
      });
    } catch (err) {
      patchRow(row.id, { busy: false, message: "Not written off: " + errorText(err) });
      return;
    }
    const written = reply.adjustment.before - reply.adjustment.after;
    const valueCents = written * row.unitCostCents;
    const approval = row.approvedBy ? `, approved by ${row.approvedBy}` : "";
    addLine(
      `${row.locationName}, ${row.itemName}: ${written} ${row.cause} (${formatUsd(valueCents)}), on hand ${reply.adjustment.before} to ${reply.adjustment.after}, ${reserved} reserved kept${approval}`,
      valueCents,
    );
    removeRow(row.id);
    await loadStock(locationRef.current);
  }

  async function writeOffAll() {
    const ready = queue.filter(isReady);
    setBulkBusy(true);
    setBulkSummary("");
    let done = 0;
    for (const row of ready) {
      if (await writeOff(row)) done += 1;
    }
    await loadStock(locationRef.current);
    setBulkBusy(false);
    setBulkSummary(`Wrote off ${done} of ${ready.length} ready rows`);
  }

  const queueValue = queue.reduce((sum, r) => sum + r.valueCents, 0);
  const waitingValue = queue.filter((r) => needsManager(r) && r.approvedBy === null).reduce((sum, r) => sum + r.valueCents, 0);
  const totalWritten = lines.reduce((sum, l) => sum + l.valueCents, 0);

  return (
    <main className="page">
      <h1>Write-off desk</h1>

      <div className="panel">
        <label className="field" htmlFor="location">
          Location
          <select id="location" value={locationId} onChange={(e) => chooseLocation(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {loadError && <p className="error" role="alert">{loadError}</p>}
      </div>

      <section className="panel" aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock here</h2>
        <table>
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">On hand</th>
              <th className="num">Reserved</th>
              <th className="num">Free</th>
              <th className="num">Unit cost</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const s = stockAt(item.stock, locationId);
              const onHand = s?.on_hand ?? 0;
              const reserved = s?.reserved ?? 0;
              return (
                <tr key={item.sku}>
                  <td>{item.sku}</td>
                  <td>{item.name}</td>
                  <td className="num">{onHand}</td>
                  <td className="num">{reserved}</td>
                  <td className="num">{onHand - reserved}</td>
                  <td className="num">{formatUsd(toCents(item.unit_cost))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section className="panel" aria-labelledby="record-heading">
        <h2 id="record-heading">Record a write-off</h2>
        <form className="form-row" onSubmit={addToQueue} noValidate>
          <label className="field" htmlFor="item">
            Item
            <select id="item" value={itemSku} onChange={(e) => setItemSku(e.target.value)}>
              {items.map((i) => (
                <option key={i.sku} value={i.sku}>
                  {i.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor="units">
            Units
            <input id="units" type="number" value={unitsText} onChange={(e) => setUnitsText(e.target.value)} />
          </label>
          <label className="field" htmlFor="cause">
            Cause
            <select id="cause" value={cause} onChange={(e) => setCause(e.target.value as Cause)}>
              {CAUSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add to queue</button>
        </form>
        {formError && <p className="error" role="alert">{formError}</p>}
      </section>

      <section className="panel" aria-labelledby="queue-heading">
        <h2 id="queue-heading">Write-off queue</h2>
        <div className="form-row" style={{ marginBottom: 12 }}>
          <label className="field" htmlFor="manager">
            Manager
            <input id="manager" type="text" value={manager} onChange={(e) => setManager(e.target.value)} />
          </label>
        </div>
        {managerError && <p className="error" role="alert">{managerError}</p>}
        <table>
          <thead>
            <tr>
              <th>Item</th>
              <th>Location</th>
              <th>Cause</th>
              <th className="num">Units</th>
              <th className="num">Value</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {queue.map((row) => {
              const waiting = needsManager(row) && row.approvedBy === null;
              return (
                <tr key={row.id}>
                  <td>{row.itemName}</td>
                  <td>{row.locationName}</td>
                  <td>{row.cause}</td>
                  <td className="num">{row.units}</td>
                  <td className="num">{formatUsd(row.valueCents)}</td>
                  <td>
                    <div className="actions">
                      {waiting ? (
                        <>
                          <span className="note">Needs manager</span>
                          <button type="button" className="secondary" onClick={() => approve(row.id)} disabled={row.busy}>
                            Approve
                          </button>
                        </>
                      ) : (
                        <>
                          {row.approvedBy && <span className="note">Approved by {row.approvedBy}</span>}
                          <button type="button" onClick={() => void writeOff(row)} disabled={row.busy || bulkBusy}>
                            Write off
                          </button>
                        </>
                      )}
                      {row.canWriteFreeOnly && (
                        <button type="button" className="secondary" onClick={() => void writeOffFreeOnly(row)} disabled={row.busy || bulkBusy}>
                          Write off free units only
                        </button>
                      )}
                      <button type="button" className="secondary" onClick={() => removeRow(row.id)} disabled={row.busy}>
                        Remove
                      </button>
                    </div>
                    {row.message && <div className="row-message">{row.message}</div>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="summary">Queue value: {formatUsd(queueValue)}</p>
        <p className="summary">Waiting for a manager: {formatUsd(waitingValue)}</p>
        <div className="actions" style={{ marginTop: 12 }}>
          <button type="button" onClick={() => void writeOffAll()} disabled={bulkBusy}>
            Write off all
          </button>
        </div>
        {bulkSummary && <p className="summary" role="status">{bulkSummary}</p>}
      </section>

      <section className="panel" aria-labelledby="written-heading">
        <h2 id="written-heading">Written off</h2>
        <ul className="written">
          {lines.map((l) => (
            <li key={l.id}>{l.text}</li>
          ))}
        </ul>
        <p className="summary">Total written off: {formatUsd(totalWritten)}</p>
      </section>
    </main>
  );
}
