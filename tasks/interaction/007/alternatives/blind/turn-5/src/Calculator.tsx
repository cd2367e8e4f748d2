import type { Inputs, Outcome } from "./dilution";
import { fixed, stockVolume } from "./dilution";
import { BENCH_STOCKS, type StockChoice } from "./stocks";

type Props = {
  inputs: Inputs;
  outcome: Outcome;
  onChange: (field: keyof Inputs, value: string) => void;
  stockChoice: StockChoice;
  onStockChoice: (choice: StockChoice) => void;
};

const FIELDS: { key: keyof Inputs; label: string }[] = [
  { key: "stock", label: "Stock concentration (mM)" },
  { key: "target", label: "Target concentration (mM)" },
  { key: "final", label: "Final volume (mL)" },
];

export default function Calculator({ inputs, outcome, onChange, stockChoice, onStockChoice }: Props) {
  return (
    <div className="calc">
      <div className="calc-fields">
        <div className="calc-field">
          <label htmlFor="stock-choice">Stock solution</label>
          <select
            id="stock-choice"
            value={stockChoice}
            onChange={(e) => onStockChoice(e.target.value as StockChoice)}
          >
            <option value="custom">Custom</option>
            {BENCH_STOCKS.map((stock) => (
              <option key={stock.id} value={stock.id}>
                {stock.option}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.map((field) => (
          <div className="calc-field" key={field.key}>
            <label htmlFor={`field-${field.key}`}>{field.label}</label>
            <input
              id={`field-${field.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={inputs[field.key]}
              onChange={(e) => onChange(field.key, e.target.value)}
            />
          </div>
        ))}
      </div>

      <div className="calc-result" aria-live="polite">
        {outcome.kind === "incomplete" && <p className="notice">Enter all three values</p>}
        {outcome.kind === "impossible" && <p className="notice warn">Target must be lower than stock</p>}
        {outcome.kind === "too-small" && (
          <p className="notice warn">Under 2 µL — make an intermediate dilution first</p>
        )}
        {outcome.kind === "ok" && (
          <>
            <p className="result-line">Stock to add: {stockVolume(outcome.stockMl)}</p>
            <p className="result-line">Diluent to add: {fixed(outcome.diluentMl, 2)} mL</p>
          </>
        )}
      </div>
    </div>
  );
}
