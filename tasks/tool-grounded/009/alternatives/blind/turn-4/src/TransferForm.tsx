import { useState } from "react";
import { availableAt, failureText, planMove, type Item, type Location, type Plan } from "./inventory";

type Props = {
  items: Item[];
  locations: Location[];
  onPlanned: (plan: Plan) => void;
};

export default function TransferForm({ items, locations, onPlanned }: Props) {
  const [sku, setSku] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [qtyText, setQtyText] = useState("");
  const [problem, setProblem] = useState("");
  const [pending, setPending] = useState(false);

  const itemSku = sku || items[0]?.sku || "";
  const fromId = from || locations[0]?.id || "";
  const toChoices = locations.filter((l) => l.id !== fromId);
  const toId = to && to !== fromId ? to : toChoices[0]?.id ?? "";

  const chosenItem = items.find((i) => i.sku === itemSku);
  const atSource = chosenItem ? availableAt(chosenItem, fromId) : 0;
  const sourceName = locations.find((l) => l.id === fromId)?.name ?? fromId;
  const wanted = Number(qtyText);
  const tooMany = qtyText.trim() !== "" && Number.isFinite(wanted) && wanted > atSource;

  async function plan() {
    if (tooMany) return;
    const quantity = Number(qtyText);
    if (qtyText.trim() === "" || !Number.isInteger(quantity) || quantity <= 0) {
      setProblem("Enter a whole number of units above zero.");
      return;
    }
    setPending(true);
    setProblem("");
    try {
      onPlanned(await planMove(itemSku, fromId, toId, quantity));
    } catch (err) {
      setProblem(`Could not plan transfer: ${failureText(err)}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="move-form">
      <div className="cells">
        <div className="cell">
          <label htmlFor="tf-item">Item</label>
          <select id="tf-item" value={itemSku} onChange={(e) => setSku(e.target.value)}>
            {items.map((i) => (
              <option key={i.sku} value={i.sku}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <div className="cell">
          <label htmlFor="tf-from">From</label>
          <select id="tf-from" value={fromId} onChange={(e) => setFrom(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="cell">
          <label htmlFor="tf-to">To</label>
          <select id="tf-to" value={toId} onChange={(e) => setTo(e.target.value)}>
            {toChoices.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="cell">
          <label htmlFor="tf-qty">Quantity</label>
          <input
            id="tf-qty"
            type="number"
            min="1"
            step="1"
            value={qtyText}
            onChange={(e) => setQtyText(e.target.value)}
          />
        </div>
      </div>
      <p className="source-line">{`Available at source: ${atSource}`}</p>
      {tooMany && <p className="warnline">{`Only ${atSource} available at ${sourceName}`}</p>}
      <div className="row-end">
        <button type="button" onClick={() => void plan()} disabled={pending || tooMany}>
          Plan transfer
        </button>
      </div>
      {problem && (
        <p className="warnline" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
