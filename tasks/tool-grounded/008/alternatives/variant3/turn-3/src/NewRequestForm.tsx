import { useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORIES, submitPurchase, toolErrorMessage } from './approvals';

interface Props {
  centreIds: string[];
  onSubmitted: () => Promise<void>;
}

const INCOMPLETE = 'Fill in a title, a requester and an amount above zero';

export default function NewRequestForm({ centreIds, onSubmitted }: Props) {
  const [title, setTitle] = useState('');
  const [requester, setRequester] = useState('');
  const [chargeTo, setChargeTo] = useState('');
  const [category, setCategory] = useState(CATEGORIES[0]);
  const [amountText, setAmountText] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const centre = centreIds.includes(chargeTo) ? chargeTo : centreIds[0] ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanTitle = title.trim();
    const cleanRequester = requester.trim();
    const amount = amountText.trim() === '' ? Number.NaN : Number(amountText);
    if (cleanTitle.length < 3 || cleanRequester === '' || !Number.isFinite(amount) || amount <= 0) {
      setNote({ ok: false, text: INCOMPLETE });
      return;
    }
    setSending(true);
    setNote(null);
    try {
      const id = await submitPurchase({
        title: cleanTitle,
        requester: cleanRequester,
        costCentre: centre,
        category,
        amount,
      });
      await onSubmitted();
      setNote({ ok: true, text: `Submitted ${id}` });
      setTitle('');
      setAmountText('');
    } catch (err) {
      setNote({ ok: false, text: toolErrorMessage(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="card">
      <h2>New purchase request</h2>
      <form className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="npr-title">Title</label>
          <input id="npr-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="npr-requester">Requester</label>
          <input id="npr-requester" type="text" value={requester} onChange={(e) => setRequester(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="npr-centre">Charge to</label>
          <select id="npr-centre" value={centre} onChange={(e) => setChargeTo(e.target.value)}>
            {centreIds.map((id) => (
              <option key={id} value={id}>{id}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="npr-category">Category</label>
          <select id="npr-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="npr-amount">Amount (USD)</label>
          <input
            id="npr-amount"
            type="number"
            min="0"
            step="0.01"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        </div>
        <div className="field field-end">
          <button type="submit" className="action" disabled={sending}>Submit request</button>
        </div>
      </form>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={`flash ${note.ok ? 'flash-good' : 'flash-bad'}`}>
          {note.text}
        </p>
      )}
    </div>
  );
}
