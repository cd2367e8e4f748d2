import { useState, type FormEvent } from "react";
import { CATEGORIES, messageOf, submitPurchase } from "../lib/tools";

type Props = {
  centreIds: string[];
  onSubmitted: () => Promise<unknown>;
};

export default function NewRequestForm({ centreIds, onSubmitted }: Props) {
  const [title, setTitle] = useState("");
  const [requester, setRequester] = useState("");
  const [centre, setCentre] = useState("");
  const [category, setCategory] = useState(CATEGORIES[0]);
  const [amountText, setAmountText] = useState("");
  const [outcome, setOutcome] = useState("");
  const [sending, setSending] = useState(false);

  const chargeTo = centre || centreIds[0] || "";

  async function submit(e: FormEvent) {
    e.preventDefault();
    const cleanTitle = title.trim();
    const cleanRequester = requester.trim();
    const amount = amountText.trim() === "" ? NaN : Number(amountText);
    if (cleanTitle.length < 3 || cleanRequester === "" || !(amount > 0)) {
      setOutcome("Fill in a title, a requester and an amount above zero");
      return;
    }
    if (!chargeTo) return;
    setSending(true);
    try {
      const id = await submitPurchase({
        title: cleanTitle,
        requester: cleanRequester,
        cost_centre: chargeTo,
        category,
        amount,
      });
      await onSubmitted();
      setOutcome(`Submitted ${id}`);
      setTitle("");
      setAmountText("");
    } catch (err) {
      setOutcome(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="request-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="form-grid">
        <div className="fld">
          <label htmlFor="nr-title">Title</label>
          <input id="nr-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="fld">
          <label htmlFor="nr-requester">Requester</label>
          <input id="nr-requester" type="text" value={requester} onChange={(e) => setRequester(e.target.value)} />
        </div>
        <div className="fld">
          <label htmlFor="nr-centre">Charge to</label>
          <select id="nr-centre" value={chargeTo} onChange={(e) => setCentre(e.target.value)}>
            {centreIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        <div className="fld">
          <label htmlFor="nr-category">Category</label>
          <select id="nr-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="fld">
          <label htmlFor="nr-amount">Amount (USD)</label>
          <input
            id="nr-amount"
            type="number"
            min="0"
            step="0.01"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        </div>
      </div>
      <div className="form-foot">
        <button type="submit" disabled={sending}>
          Submit request
        </button>
        {outcome && (
          <span className="outcome" role="status">
            {outcome}
          </span>
        )}
      </div>
    </form>
  );
}
