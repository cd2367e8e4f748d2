import { useEffect, useRef, useState } from "react";
import "./styles.css";
import { errorMessage, fetchForecast, fetchItem, fetchItems, fetchLocations, type ItemDetail, type ItemRow, type Location } from "./api";
import { FORECAST_DAYS, coverRows } from "./plan";
import { oneDecimal } from "./format";
import CoverSection from "./CoverSection";

const DEFAULT_ITEM = "Trail Headlamp 300 lm";

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [items, setItems] = useState<ItemRow[]>([]);
  const [listError, setListError] = useState("");
  const [sku, setSku] = useState("");
  const [item, setItem] = useState<ItemDetail | null>(null);
  const [expected, setExpected] = useState<number | null>(null);
  const [itemError, setItemError] = useState("");
  const shown = useRef("");

  const loadItem = async (target: string) => {
    shown.current = target;
    setItem(null);
    setExpected(null);
    setItemError("");
    try {
      const read = await fetchItem(target);
      const forecast = await fetchForecast(target, FORECAST_DAYS);
      if (shown.current !== target) return;
      setItem(read.item);
      setExpected(forecast.expected_demand);
    } catch (err) {
      if (shown.current === target) setItemError(`Could not read the item: ${errorMessage(err)}`);
    }
  };

  useEffect(() => {
    void (async () => {
      try {
        const locs = await fetchLocations();
        const list = await fetchItems();
        setLocations(locs);
        setItems(list);
        const first = list.find((i) => i.name === DEFAULT_ITEM) ?? list[0];
        if (first) {
          setSku(first.sku);
          await loadItem(first.sku);
        }
      } catch (err) {
        setListError(`Could not read the items: ${errorMessage(err)}`);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseItem = (next: string) => {
    setSku(next);
    void loadItem(next);
  };

  const rows = item && expected !== null ? coverRows(locations, item, expected) : [];

  return (
    <main className="page">
      <h1>Cover planner</h1>
      {listError ? <p className="error">{listError}</p> : null}
      <div className="controls">
        <label htmlFor="item-select">Item</label>
        <select id="item-select" value={sku} onChange={(e) => chooseItem(e.target.value)}>
          {items.map((i) => (
            <option key={i.sku} value={i.sku}>
              {i.name}
            </option>
          ))}
        </select>
        {item && expected !== null ? (
          <p className="figure">Daily demand: {oneDecimal(expected / FORECAST_DAYS)} units</p>
        ) : null}
      </div>
      {itemError ? <p className="error">{itemError}</p> : null}
      {item && expected !== null ? (
        <CoverSection rows={rows} />
      ) : !itemError && sku ? (
        <p className="muted">Reading the item…</p>
      ) : null}
    </main>
  );
}
