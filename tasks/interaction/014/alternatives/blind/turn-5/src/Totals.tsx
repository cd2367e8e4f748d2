import { kgToGrams, limitStatus, type ConsumablesResult, type PackTotals } from "./pack";
import { kgAndLb } from "./units";
import { parseNumber } from "./validate";

type Props = {
  totals: PackTotals;
  consumables: ConsumablesResult;
  limitText: string;
  onLimitChange: (text: string) => void;
};

export default function Totals({ totals, consumables, limitText, onLimitChange }: Props) {
  const limit = parseNumber(limitText, 1, 20);
  return (
    <section className="card" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Totals</h2>
      <div className="field limit-field">
        <label htmlFor="base-limit">Base weight limit (kg)</label>
        <input
          id="base-limit"
          type="number"
          step="any"
          value={limitText}
          onChange={(e) => onLimitChange(e.target.value)}
        />
      </div>
      <p className="total-line">Base weight: {kgAndLb(totals.base)}</p>
      <p className="total-line">Worn: {kgAndLb(totals.worn)}</p>
      <p className="total-line">Skin-out: {kgAndLb(totals.skinOut)}</p>
      {consumables.ok ? (
        <p className="total-line pack-line">Pack weight: {kgAndLb(totals.base + consumables.total)}</p>
      ) : (
        <p className="total-line pack-line">Pack weight: fix the consumables first</p>
      )}
      {limit === null ? (
        <p className="status status-bad">Limit must be from 1 to 20 kg</p>
      ) : (
        <p className={`status ${totals.base > kgToGrams(limit) ? "status-bad" : "status-ok"}`}>
          {limitStatus(totals.base, limit)}
        </p>
      )}
    </section>
  );
}
