import { useCallback, useEffect, useReducer, useState } from "react";
import "./console.css";
import { failureText, fetchItems, fetchLocations, type Item, type Location } from "./inventory";
import StockTable from "./StockTable";

type State = {
  items: Item[];
  locations: Location[];
  loaded: boolean;
  loading: boolean;
  error: string;
};

type Action =
  | { type: "start" }
  | { type: "loaded"; items: Item[]; locations: Location[] }
  | { type: "failed"; error: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "start":
      return { ...state, loading: true };
    case "loaded":
      return { ...state, items: action.items, locations: action.locations, loaded: true, loading: false, error: "" };
    case "failed":
      return { ...state, loading: false, error: action.error };
  }
}

const initial: State = { items: [], locations: [], loaded: false, loading: false, error: "" };

export default function App() {
  const [state, dispatch] = useReducer(reducer, initial);
  const [query, setQuery] = useState("");

  const readStock = useCallback(async () => {
    dispatch({ type: "start" });
    try {
      const [items, locations] = await Promise.all([fetchItems(), fetchLocations()]);
      dispatch({ type: "loaded", items, locations });
    } catch (err) {
      dispatch({ type: "failed", error: failureText(err) });
    }
  }, []);

  useEffect(() => {
    void readStock();
  }, [readStock]);

  const needle = query.trim().toLowerCase();
  const shown = needle
    ? state.items.filter((i) => i.sku.toLowerCase().includes(needle) || i.name.toLowerCase().includes(needle))
    : state.items;

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
        <button type="button" onClick={() => void readStock()} disabled={state.loading}>
          Refresh
        </button>
      </div>

      {state.loaded && (
        <div className="table-box">
          <StockTable items={shown} locations={state.locations} />
        </div>
      )}
    </main>
  );
}
