import { useState } from 'react';
import { MAX_PER_PRODUCT } from './catalog';

type Props = {
  label: string;
  qty: number;
  onCommit: (qty: number) => void;
};

/**
 * Quantity box. A half-typed value (an empty box while retyping) is kept locally;
 * every complete number goes straight to the cart, which caps it at the maximum
 * and drops the line at 0.
 */
export default function QuantityInput({ label, qty, onCommit }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <input
      className="qty"
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_PER_PRODUCT}
      step={1}
      aria-label={label}
      value={draft ?? String(qty)}
      onChange={(event) => {
        const raw = event.target.value;
        const parsed = Number(raw);
        if (raw.trim() === '' || !Number.isFinite(parsed)) {
          setDraft(raw);
          return;
        }
        setDraft(null);
        onCommit(Math.trunc(parsed));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
