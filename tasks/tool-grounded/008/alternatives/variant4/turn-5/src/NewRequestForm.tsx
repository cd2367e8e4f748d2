import { FormEvent, useEffect, useState } from 'react';
import { NewRequest } from './api';

const CATEGORIES = ['Travel', 'Meals', 'Lodging', 'Training', 'Equipment', 'Software', 'Services'];

interface Props {
  centreIds: string[];
  busy: boolean;
  onSubmit: (req: NewRequest) => Promise<boolean>;
}

export default function NewRequestForm({ centreIds, busy, onSubmit }: Props) {
  const [title, setTitle] = useState('');
  const [requester, setRequester] = useState('');
  const [centre, setCentre] = useState('');
  const [category, setCategory] = useState(CATEGORIES[0]);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!centre && centreIds.length > 0) setCentre(centreIds[0]);
  }, [centre, centreIds]);

  async function handle(e: FormEvent) {
    e.preventDefault();
    const value = Number(amount);
    if (title.trim().length < 3 || requester.trim() === '' || amount.trim() === '' || !(value > 0)) {
      setProblem('Fill in a title, a requester and an amount above zero');
      return;
    }
    setProblem('');
    const ok = await onSubmit({
      title: title.trim(),
      requester: requester.trim(),
      cost_centre: centre,
      category: category.toLowerCase(),
      amount: value,
    });
    if (ok) {
      setTitle('');
      setAmount('');
    }
  }

  return (
    <section aria-labelledby="new-heading" className="block">
      <h2 id="new-heading">New purchase request</h2>
      <form className="new-form" onSubmit={(e) => void handle(e)} noValidate>
        <label>
          <span>Title</span>
          <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>Requester</span>
          <input type="text" value={requester} onChange={(e) => setRequester(e.target.value)} />
        </label>
        <label>
          <span>Charge to</span>
          <select value={centre} onChange={(e) => setCentre(e.target.value)}>
            {centreIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Category</span>
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Amount (USD)</span>
          <input
            type="number"
            min="0"
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <div className="submit-cell">
          <button type="submit" disabled={busy || centreIds.length === 0}>
            Submit request
          </button>
        </div>
      </form>
      {problem && <p className="error">{problem}</p>}
    </section>
  );
}
