import { useEffect, useState } from "react";
import "./styles.css";
import { errorText, forecastDemand, listBelowReorder, type ItemRow } from "./api";
import { parseCoverDays, planRow } from "./rules";

type Forecast = { days: number; items: ItemRow[]; demand: Record<string, number> };

export default function App() {
  const [coverText, setCoverText] = useState("21");
  const coverDays = parseCoverDays(coverText);

  const [reloadTick, setReloadTick] = useState(0);
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [forecast, setForecast] = useState<Forecast | null>(null);
  const [forecastError, setForecastError] = useState<string | null>(null);

  // Live stock: read on open and on every Refresh.
  useEffect(() => {
    let live = true;
    setItemsError(null);
    listBelowReorder()
      .then((rows) => {
        if (live) setItems(rows);
      })
      .catch((error) => {
        if (live) setItemsError(errorText(error));
      });
    return () => {
      live = false;
    };
  }, [reloadTick]);

  // Demand over the cover window, read again whenever the items or Cover days change.
  useEffect(() => {
    if (!items || coverDays === null) return;
    let live = true;
    setForecastError(null);
    Promise.all(items.map((item) => forecastDemand(item.sku, coverDays)))
      .then((values) => {
        if (!live) return;
        const demand: Record<string, number> = {};
        items.forEach((item, i) => {
          demand[item.sku] = values[i];
        });
        setForecast({ days: coverDays, items, demand });
      })
      .catch((error) => {
        if (live) setForecastError(errorText(error));
      });
    return () => {
      live = false;
    };
  }, [items, coverDays]);

  const ready = forecast !== null && items !== null && forecast.items === items && forecast.days === coverDays;
  const rows = ready ? items.map((item) => planRow(item, forecast.demand[item.sku])) : [];
  const toOrder = rows.filter((row) => !row.covered).length;

  return (
    <main className="page">
      <h1>Reorder desk</h1>

      <div className="controls">
        <label className="field">
          Cover days
          <input
            type="number"
            min={1}
            max={90}
            step={1}
            value={coverText}
            onChange={(e) => setCoverText(e.target.value)}
          />
        </label>
        <button type="button" className="secondary" onClick={() => setReloadTick((t) => t + 1)}>
          Refresh
        </button>
      </div>

      <section className="panel" aria-labelledby="reorder-heading">
        <h2 id="reorder-heading">Reorder list</h2>
        {coverDays === null ? (
          <p className="error-text">Cover days must be 1 to 90</p>
        ) : itemsError ? (
          <p className="error-text">Could not read the stock: {itemsError}</p>
        ) : forecastError ? (
          <p className="error-text">Could not read the demand forecast: {forecastError}</p>
        ) : !ready ? (
          <p className="muted">Reading stock and forecasts…</p>
        ) : (
          <>
            <p className="summary">
              {rows.length} below reorder point, {toOrder} to order
            </p>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">SKU</th>
                    <th scope="col">Item</th>
                    <th scope="col">Supplier</th>
                    <th scope="col" className="num">Available</th>
                    <th scope="col" className="num">On order</th>
                    <th scope="col" className="num">Demand</th>
                    <th scope="col" className="num">Order qty</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.item.sku}>
                      <td>{row.item.sku}</td>
                      <td>{row.item.name}</td>
                      <td>{row.item.supplier_name}</td>
                      <td className="num">{row.item.total_available}</td>
                      <td className="num">{row.item.on_order}</td>
                      <td className="num">{row.demand}</td>
                      <td className="num">{row.covered ? "Covered" : row.orderQty}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
