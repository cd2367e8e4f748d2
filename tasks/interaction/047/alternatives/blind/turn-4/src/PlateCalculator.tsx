import type { FormEvent } from "react";
import type { PlateResult } from "./types";

type Props = {
  target: string;
  result: PlateResult | null;
  onTargetChange: (value: string) => void;
  onShow: () => void;
};

export default function PlateCalculator({ target, result, onTargetChange, onShow }: Props) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onShow();
  }

  return (
    <section className="card" aria-labelledby="plates-heading">
      <h2 id="plates-heading">Plate calculator</h2>
      <p className="muted small">
        20 kg bar. Plates in the box, in pairs: 3 × 25, 1 × 20, 1 × 15, 2 × 10, 1 × 5, 1 × 2.5, 1 × 1.25.
      </p>
      <form className="entry-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="plate-target">Target (kg)</label>
          <input
            id="plate-target"
            type="text"
            inputMode="decimal"
            value={target}
            onChange={(e) => onTargetChange(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Show plates
        </button>
      </form>
      {result?.kind === "error" && (
        <p className="message" role="alert">
          {result.message}
        </p>
      )}
      {result?.kind === "plates" && (
        <div className="plate-result">
          <p className="per-side">{result.perSide}</p>
          {result.mismatch && <p className="message">{result.mismatch}</p>}
        </div>
      )}
    </section>
  );
}
