import { FormEvent, useState } from 'react';
import { Code } from './pricing';

interface Props {
  applied: Code | null;
  hasKettle: boolean;
  note: string | null;
  onApply: (code: Code) => void;
  onRemove: () => void;
}

export default function PromoBox({ applied, hasKettle, note, onApply, onRemove }: Props) {
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState('');

  function apply(e: FormEvent) {
    e.preventDefault();
    const code = entry.trim().toUpperCase();
    if (code === 'BREW10' || code === 'SHIPFREE') {
      onApply(code);
      setMessage('');
      setEntry('');
    } else if (code === 'KETTLE15') {
      if (!hasKettle) {
        setMessage('KETTLE15 needs a Pour-over kettle in the cart');
        return;
      }
      onApply(code);
      setMessage('');
      setEntry('');
    } else {
      setMessage('Code not recognised');
    }
  }

  return (
    <div className="promo">
      <form onSubmit={apply} className="promo-form">
        <label htmlFor="promo-code">Promo code</label>
        <input
          id="promo-code"
          type="text"
          autoComplete="off"
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
        />
        <button type="submit">Apply</button>
      </form>
      {message && <p className="promo-msg">{message}</p>}
      {applied && (
        <p className="promo-applied">
          Code <strong>{applied}</strong> is applied.{' '}
          <button type="button" className="text-btn" onClick={onRemove}>
            Remove code
          </button>
        </p>
      )}
      {note && <p className="promo-msg">{note}</p>}
    </div>
  );
}
