import { useState } from "react";
import { cancelOrder, errorMessage, readOrder } from "./api";
import { cancelledMessage, statusLabel, unitsText } from "./format";

const PO_PATTERN = /^PO-\d{4}$/;

type Props = {
  /** Reads the open orders and their figures again. */
  onOrdersChanged: () => Promise<void>;
};

export default function OrderLookup({ onOrdersChanged }: Props) {
  const [poNumber, setPoNumber] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const valid = PO_PATTERN.test(poNumber);

  async function find() {
    const wanted = poNumber;
    setBusy(true);
    try {
      const po = await readOrder(wanted);
      setOutcome({
        ok: true,
        text: po
          ? `${po.id} · ${po.item_name} · ${unitsText(po.quantity)} · ${statusLabel(po.status)}`
          : `No purchase order ${wanted}`,
      });
    } catch (error) {
      setOutcome({ ok: false, text: `Could not read the purchase orders: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  async function cancelByNumber() {
    const wanted = poNumber;
    setBusy(true);
    try {
      const order = await cancelOrder(wanted);
      setOutcome({ ok: true, text: cancelledMessage(order) });
    } catch (error) {
      setOutcome({ ok: false, text: `Not cancelled: ${errorMessage(error)}` });
    }
    await onOrdersChanged();
    setBusy(false);
  }

  return (
    <section className="card" aria-labelledby="lookup-heading">
      <h2 id="lookup-heading" className="section-title">
        Order lookup
      </h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="po-number">PO number</label>
          <input
            id="po-number"
            type="text"
            autoComplete="off"
            value={poNumber}
            onChange={(e) => {
              setPoNumber(e.target.value);
              setOutcome(null);
            }}
          />
        </div>
        <button type="button" disabled={!valid || busy} onClick={() => void find()}>
          Find
        </button>
        <button type="button" className="danger" disabled={!valid || busy} onClick={() => void cancelByNumber()}>
          Cancel by number
        </button>
      </div>
      {!valid && <p className="hint">Enter a PO number like PO-4096</p>}
      {outcome && (
        <p className={outcome.ok ? "notice" : "notice error"} role="status">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
