import { useState } from "react";
import { MAX_PER_PRODUCT } from "./catalog";

type Props = {
  id: string;
  qty: number;
  onQty: (qty: number) => void;
};

/**
 * Quantity field that lets the customer clear it while typing; 0 removes the line,
 * anything above the cap becomes the cap.
 */
export default function QtyInput({ id, qty, onQty }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  function change(text: string) {
    setDraft(text);
    if (text.trim() === "") return;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) return;
    if (value === 0) {
      onQty(0);
      return;
    }
    if (value > MAX_PER_PRODUCT) {
      onQty(MAX_PER_PRODUCT);
      setDraft(String(MAX_PER_PRODUCT));
      return;
    }
    const whole = Math.floor(value);
    if (whole >= 1) onQty(whole);
  }

  return (
    <input
      id={id}
      className="qty"
      type="number"
      min={0}
      max={MAX_PER_PRODUCT}
      step={1}
      value={draft ?? String(qty)}
      onChange={(e) => change(e.target.value)}
      onBlur={() => setDraft(null)}
    />
  );
}
