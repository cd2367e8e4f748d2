import { useCallback, useEffect, useReducer, useState } from "react";
import "./console.css";
import {
  LOW_LIMIT,
  availableAt,
  commitMove,
  failureText,
  planMove,
  fetchItems,
  fetchLocations,
  fetchTransfers,
  unitsWord,
  type Item,
  type Location,
  type Plan,
  type Transfer,
} from "./inventory";
import StockTable from "./StockTable";
import TransferForm from "./TransferForm";
import RecentTransfers from "./RecentTransfers";
import ItemDetail from "./ItemDetail";

type State = {
  items: Item[];
  locations: Location[];
  transfers: Transfer[];
  loaded: boolean;
  loading: boolean;
  error: string;
};

type Action =
  | { type: "start" }
  | { type: "loaded"; items: Item[]; locations: Location[]; transfers: Transfer[] }
  | { type: "failed"; error: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "start":
      return { ...state, loading: true };
    case "loaded":
      return {
        ...state,
        items: action.items,
        locations: action.locations,
        transfers: action.transfers,
        loaded: true,
        loading: false,
        error: "",
      };
    case "failed":
      return { ...state, loading: false, error: action.error };
  }
}

const initial: State = { items: [], locations: [], transfers: [], loaded: false, loading: false, error: "" };

export default function App() {
  const [state, dispatch] = useReducer(reducer, initial);
  const [query, setQuery] = useState("");
  const [plan, setPlan] = useState<Plan | null>(null);
  const [planNote, setPlanNote] = useState("");
  const [committing, setCommitting] = useState(false);
  const [detailSku, setDetailSku] = useState<string | null>(null);
  const [lowOnly, setLowOnly] = useState(false);
  const [reversing, setReversing] = useState<string | null>(null);
  const [historyNote, setHistoryNote] = useState("");

  const readStock = useCallback(async () => {
    dispatch({ type: "start" });
    try {
      const [items, locations, transfers] = await Promise.all([fetchItems(), fetchLocations(), fetchTransfers()]);
      dispatch({ type: "loaded", items, locations, transfers });
    } catch (err) {
      dispatch({ type: "failed", error: failureText(err) });
    }
  }, []);

  useEffect(() => {
    void readStock();
  }, [readStock]);

  const placeName = (id: string) => state.locations.find((l) => l.id === id)?.name ?? id;
  const itemName = (sku: string) => state.items.find((i) => i.sku === sku)?.name ?? sku;

  async function commit() {
    if (!plan) return;
    setCommitting(true);
    try {
      const transfer = await commitMove(plan);
      setPlan(null);
      setPlanNote(`Transfer ${transfer.id} committed`);
      await readStock();
    } catch (err) {
      setPlanNote(`Could not commit transfer: ${failureText(err)}`);
    } finally {
      setCommitting(false);
    }
  }

  async function reverse(t: Transfer) {
    setReversing(t.id);
    setHistoryNote("");
    let reversal: Plan;
    try {
      reversal = await planMove(t.sku, t.to_location, t.from_location, t.quantity);
    } catch (err) {
      setHistoryNote(`Could not plan transfer: ${failureText(err)}`);
      setReversing(null);
      return;
    }
    try {
      const done = await commitMove(reversal);
      setHistoryNote(`Transfer ${done.id} committed (reverses ${t.id})`);
      await readStock();
    } catch (err) {
      setHistoryNote(`Could not commit transfer: ${failureText(err)}`);
    } finally {
      setReversing(null);
    }
  }

  const needle = query.trim().toLowerCase();
  const shown = state.items
    .filter((i) => !needle || i.sku.toLowerCase().includes(needle) || i.name.toLowerCase().includes(needle))
    .filter((i) => !lowOnly || state.locations.some((l) => availableAt(i, l.id) < LOW_LIMIT));

  const itemWord = state.items.length === 1 ? "item" : "items";
  const locationWord = state.locations.length === 1 ? "location" : "locations";

  return (
    <main className="console">
      <h1>Transfer console</h1>
      <p className="summary">
        {state.loaded ? `${state.items.length} ${itemWord} across ${state.locations.length} ${locationWord}` : "Reading live stock…"}
      </p>
      {state.error && (
        <p className="oops" role="alert">
          {state.error}
        </p>
      )}

      <div className="tools">
        <div className="search">
          <label htmlFor="search-items">Search items</label>
          <input
            id="search-items"
            type="text"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="SKU or name"
          />
        </div>
        <label className="check">
          <input type="checkbox" checked={lowOnly} onChange={(e) => setLowOnly(e.target.checked)} />
          Show only items with a low location
        </label>
        <button type="button" onClick={() => void readStock()} disabled={state.loading}>
          Refresh
        </button>
      </div>

      {state.loaded && (
        <div className="table-box">
          <StockTable items={shown} locations={state.locations} onDetails={setDetailSku} />
        </div>
      )}

      {detailSku && (
        <section className="panel">
          <h2>Item detail</h2>
          <ItemDetail
            sku={detailSku}
            locations={state.locations}
            onClose={() => setDetailSku(null)}
            onSaved={readStock}
          />
        </section>
      )}

      <section className="panel">
        <h2>New transfer</h2>
        {state.loaded ? (
          <TransferForm
            items={state.items}
            locations={state.locations}
            onPlanned={(p) => {
              setPlan(p);
              setPlanNote("");
            }}
          />
        ) : (
          <p className="quietline">Loading items…</p>
        )}
      </section>

      <section className="panel">
        <h2>Transfer plan</h2>
        {plan ? (
          <div className="plan">
            <p className="plan-text">
              {`Move ${plan.quantity} ${unitsWord(plan.quantity)} of ${itemName(plan.sku)} from ${placeName(plan.from_location)} to ${placeName(plan.to_location)}`}
            </p>
            <div className="row-end">
              <button type="button" onClick={() => void commit()} disabled={committing}>
                Commit transfer
              </button>
              <button
                type="button"
                className="soft"
                disabled={committing}
                onClick={() => {
                  setPlan(null);
                  setPlanNote("Plan discarded; nothing was moved.");
                }}
              >
                Discard plan
              </button>
            </div>
          </div>
        ) : (
          <p className="quietline">No plan yet. Fill in New transfer and choose Plan transfer.</p>
        )}
        {planNote && (
          <p className="okline" role="status">
            {planNote}
          </p>
        )}
      </section>

      <section className="panel">
        <h2>Recent transfers</h2>
        {historyNote && (
          <p className={historyNote.startsWith("Could not") ? "warnline" : "okline"} role="status">
            {historyNote}
          </p>
        )}
        <RecentTransfers
          transfers={state.transfers}
          placeName={placeName}
          busyId={reversing}
          onReverse={(t) => void reverse(t)}
        />
      </section>
    </main>
  );
}
