import { useEffect, useState } from "react";
import "./styles.css";
import {
  createPurchaseOrder,
  errorText,
  forecastDemand,
  getItem,
  listBelowReorder,
  listLocations,
  listPurchaseOrders,
  listQuoteRequests,
  requestQuote,
  type ItemRow,
  type QuoteRequest,
} from "./api";
import {
  findCentres,
  formatMoney,
  otherCentre,
  parseBudget,
  parseCoverDays,
  planRow,
  type Centres,
  type PlanRow,
} from "./rules";

type Forecast = { days: number; items: ItemRow[]; demand: Record<string, number> };
type Notice = { tone: "ok" | "error"; text: string };

export default function App() {
  const [coverText, setCoverText] = useState("21");
  const coverDays = parseCoverDays(coverText);
  const [budgetText, setBudgetText] = useState("1000");
  const budget = parseBudget(budgetText);
  const [splitDelivery, setSplitDelivery] = useState(false);

  const [reloadTick, setReloadTick] = useState(0);
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [forecast, setForecast] = useState<Forecast | null>(null);
  const [forecastError, setForecastError] = useState<string | null>(null);
  const [centres, setCentres] = useState<Centres | null>(null);
  const [centresError, setCentresError] = useState<string | null>(null);
  const [quotes, setQuotes] = useState<QuoteRequest[] | null>(null);
  const [quotesError, setQuotesError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const reloadReorderList = () => setReloadTick((t) => t + 1);

  async function readQuotes() {
    try {
      setQuotes(await listQuoteRequests());
      setQuotesError(null);
    } catch (error) {
      setQuotesError(errorText(error));
    }
  }

  // Distribution centres and quote requests: read once when the page opens.
  useEffect(() => {
    listLocations()
      .then((locations) => {
        const found = findCentres(locations);
        if (found) setCentres(found);
        else setCentresError("Reno DC and Columbus DC were not found among the locations");
      })
      .catch((error) => setCentresError(errorText(error)));
    void readQuotes();
  }, []);

  // Live stock: read on open, on every Refresh and after every order.
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

  const ready =
    forecast !== null && items !== null && centres !== null && forecast.items === items && forecast.days === coverDays;
  const rows =
    ready && budget !== null ? items.map((item) => planRow(item, forecast.demand[item.sku], centres, budget)) : [];
  const toOrder = rows.filter((row) => row.status === "order").length;

  async function onRequestQuote(row: PlanRow) {
    setBusy(true);
    setNotice(null);
    try {
      const created = await requestQuote(row.item.sku, row.orderQty);
      const list = await listQuoteRequests();
      setQuotes(list);
      setQuotesError(null);
      const quote = list.find((q) => q.id === created.id);
      if (quote) {
        setNotice({
          tone: "ok",
          text: `Quote ${quote.id} requested: ${quote.quantity} × ${quote.item_name} from ${quote.supplier_name}`,
        });
      } else {
        setNotice({ tone: "error", text: `Quote ${created.id} was not found when the quote requests were read back` });
      }
    } catch (error) {
      setNotice({ tone: "error", text: `Quote not requested: ${errorText(error)}` });
      await readQuotes();
    } finally {
      setBusy(false);
    }
  }

  async function onRaisePo(row: PlanRow) {
    setBusy(true);
    setNotice(null);
    const sku = row.item.sku;
    try {
      // Read the item right before ordering: its evidence token, and a check that stock did not move.
      const detail = await getItem(sku);
      if (detail.item.total_available !== row.item.total_available) {
        setNotice({
          tone: "error",
          text: `Available changed from ${row.item.total_available} to ${detail.item.total_available}, nothing ordered`,
        });
        return;
      }

      const packs = Math.round(row.orderQty / row.item.case_pack);
      const firstQty = splitDelivery ? Math.ceil(packs / 2) * row.item.case_pack : row.orderQty;
      const secondQty = splitDelivery ? Math.floor(packs / 2) * row.item.case_pack : 0;
      const first = await createPurchaseOrder(sku, firstQty, row.deliverTo.id, detail.evidence_token);

      let secondId: string | null = null;
      if (secondQty > 0 && centres) {
        try {
          const again = await getItem(sku);
          const second = await createPurchaseOrder(sku, secondQty, otherCentre(row.deliverTo, centres).id, again.evidence_token);
          secondId = second.id;
        } catch (error) {
          setNotice({
            tone: "error",
            text: `${first.id} was placed, but the second order was not: ${errorText(error)}`,
          });
          return;
        }
      }

      const orders = await listPurchaseOrders(sku);
      const a = orders.find((o) => o.id === first.id);
      const b = secondId === null ? null : orders.find((o) => o.id === secondId);
      if (!a || (secondId !== null && !b)) {
        setNotice({ tone: "error", text: "The new purchase orders were not found when the item's orders were read back" });
      } else if (b) {
        setNotice({
          tone: "ok",
          text: `${a.id} and ${b.id} raised: ${a.quantity} × ${a.item_name} to ${a.deliver_to_name}, ${b.quantity} to ${b.deliver_to_name}`,
        });
      } else {
        setNotice({
          tone: "ok",
          text: `${a.id} raised: ${a.quantity} × ${a.item_name} to ${a.deliver_to_name}, due ${a.expected_at.slice(0, 10)}`,
        });
      }
    } catch (error) {
      setNotice({ tone: "error", text: `PO not raised: ${errorText(error)}` });
    } finally {
      reloadReorderList();
      setBusy(false);
    }
  }

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
        <label className="field">
          Budget per order
          <input
            type="number"
            min={0}
            step="any"
            value={budgetText}
            onChange={(e) => setBudgetText(e.target.value)}
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={splitDelivery} onChange={(e) => setSplitDelivery(e.target.checked)} />
          Split delivery
        </label>
        <button type="button" className="secondary" onClick={reloadReorderList}>
          Refresh
        </button>
      </div>

      {notice && (
        <p className={notice.tone === "error" ? "notice error" : "notice"} role="status">
          {notice.text}
        </p>
      )}

      <section className="panel" aria-labelledby="reorder-heading">
        <h2 id="reorder-heading">Reorder list</h2>
        {coverDays === null || budget === null ? (
          <>
            {coverDays === null && <p className="error-text">Cover days must be 1 to 90</p>}
            {budget === null && <p className="error-text">Budget must be above $0</p>}
          </>
        ) : itemsError ? (
          <p className="error-text">Could not read the stock: {itemsError}</p>
        ) : forecastError ? (
          <p className="error-text">Could not read the demand forecast: {forecastError}</p>
        ) : centresError ? (
          <p className="error-text">Could not read the locations: {centresError}</p>
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
                    <th scope="col" className="num">Value</th>
                    <th scope="col">Deliver to</th>
                    <th scope="col">Actions</th>
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
                      <td className="num">
                        {row.status === "covered"
                          ? "Covered"
                          : row.status === "over"
                            ? "Over budget"
                            : row.cut
                              ? `${row.orderQty} (cut to budget)`
                              : row.orderQty}
                      </td>
                      <td className="num">{row.valueCents === null ? "" : formatMoney(row.valueCents)}</td>
                      <td>{row.deliverTo.name}</td>
                      <td>
                        {row.status === "order" && (
                          <div className="row-actions">
                            <button type="button" className="secondary" disabled={busy} onClick={() => onRequestQuote(row)}>
                              Request quote
                            </button>
                            <button type="button" disabled={busy} onClick={() => onRaisePo(row)}>
                              Raise PO
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="quotes-heading">
        <h2 id="quotes-heading">Quote requests</h2>
        {quotesError ? (
          <p className="error-text">Could not read the quote requests: {quotesError}</p>
        ) : quotes === null ? (
          <p className="muted">Reading quote requests…</p>
        ) : quotes.length === 0 ? (
          <p className="muted">No quote requests yet</p>
        ) : (
          <ul className="plain">
            {quotes.map((q) => (
              <li key={q.id}>
                {q.id}: {q.quantity} × {q.item_name} ({q.supplier_name})
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
