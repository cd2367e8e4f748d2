import { useState, type FormEvent } from 'react';
import type { PromoCode } from './cart';

type Props = {
  applied: PromoCode | null;
  message: string | null;
  onApply: (text: string) => void;
  onRemove: () => void;
};

export default function PromoBox({ applied, message, onApply, onRemove }: Props) {
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(text);
  }

  return (
    <div className="promo">
      <form className="promo__form" onSubmit={submit}>
        <label className="promo__label" htmlFor="promo-code">
          Promo code
        </label>
        <div className="promo__controls">
          <input
            id="promo-code"
            className="promo__input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn">
            Apply
          </button>
        </div>
      </form>
      {message && (
        <p className="promo__message" role="status">
          {message}
        </p>
      )}
      {applied && (
        <p className="promo__applied">
          <span>
            Code in use: <strong>{applied}</strong>
          </span>
          <button type="button" className="btn btn--small" onClick={onRemove}>
            Remove code
          </button>
        </p>
      )}
    </div>
  );
}
