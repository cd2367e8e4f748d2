import { useState } from "react";
import type { FormEvent } from "react";
import type { Batch } from "./lib";
import { CARBONATION, formatVolume, fullBottles, parseScaled, primingSugar } from "./lib";

type Props = {
  batch: Batch;
  onConfirm: (batchId: number, volume: number, sugar: number, bottles: number) => void;
  onCancel: () => void;
};

export default function BottlingPanel({ batch, onConfirm, onCancel }: Props) {
  const [carbonation, setCarbonation] = useState("medium");
  const [volume, setVolume] = useState("");
  const [error, setError] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tenths = parseScaled(volume, 1);
    if (tenths === null || tenths < 10 || tenths > batch.volume) {
      setError(`Bottling volume must be from 1 to ${formatVolume(batch.volume)} with at most one decimal`);
      return;
    }
    const level = CARBONATION.find((option) => option.key === carbonation) ?? CARBONATION[1];
    onConfirm(batch.id, tenths, primingSugar(level.sugarPerLitre, tenths), fullBottles(tenths));
  }

  return (
    <section className="card" aria-labelledby="bottling-heading">
      <h2 id="bottling-heading">Bottling {batch.name}</h2>
      <form className="form-row" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="bottling-carbonation">Carbonation</label>
          <select
            id="bottling-carbonation"
            value={carbonation}
            onChange={(e) => setCarbonation(e.target.value)}
          >
            {CARBONATION.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bottling-volume">Bottling volume (L)</label>
          <input
            id="bottling-volume"
            type="number"
            inputMode="decimal"
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            Confirm bottling
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
      {error && (
        <p className="errors-line" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
