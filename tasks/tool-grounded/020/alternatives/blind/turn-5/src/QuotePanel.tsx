import { useState } from "react";
import { errorMessage, listQuoteRequests, requestQuote, type Item, type PurchaseOrder, type QuoteRequest } from "./api";
import { MAX_QUOTE_UNITS, validQuoteQuantity } from "./flags";
import { withThousands } from "./format";

type Props = {
  po: PurchaseOrder;
  item: Item | undefined;
  onQuotes: (quotes: QuoteRequest[]) => void;
  onClose: () => void;
};

export default function QuotePanel({ po, item, onQuotes, onClose }: Props) {
  const [quantity, setQuantity] = useState(String(po.quantity));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const casePack = item?.case_pack ?? 1;
  const valid = validQuoteQuantity(quantity, casePack);

  async function send() {
    if (valid === null) return;
    setSending(true);
    try {
      const created = await requestQuote(po.sku, valid);
      const quotes = await listQuoteRequests();
      onQuotes(quotes);
      const q = quotes.find((row) => row.id === created.id) ?? created;
      setOutcome({ ok: true, text: `Quote ${q.id} sent: ${q.quantity} × ${q.item_name} to ${q.supplier_name}` });
    } catch (error) {
      setOutcome({ ok: false, text: `Quote not sent: ${errorMessage(error)}` });
      try {
        onQuotes(await listQuoteRequests());
      } catch {
        /* the list keeps its last reading */
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="quote-heading">
      <div className="section-head">
        <h2 id="quote-heading">Quote request</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="summary">
        {po.id} · {po.item_name} · {po.supplier_name}
      </p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="quote-quantity">Quote quantity</label>
          <input
            id="quote-quantity"
            type="number"
            min={casePack}
            max={MAX_QUOTE_UNITS}
            step={casePack}
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              setOutcome(null);
            }}
          />
        </div>
        <button type="button" disabled={valid === null || sending} onClick={() => void send()}>
          Send request
        </button>
      </div>
      {valid === null && (
        <p className="hint" role="alert">
          Enter a multiple of {casePack}, at most {withThousands(MAX_QUOTE_UNITS)}
        </p>
      )}
      {outcome && (
        <p className={outcome.ok ? "notice" : "notice error"} role="status">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
