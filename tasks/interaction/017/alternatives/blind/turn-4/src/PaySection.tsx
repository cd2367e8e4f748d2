import { formatUsd } from "./money";
import { ROUNDING_OPTIONS, type Rounding } from "./summary";

export type PayFigures = {
  regular: number;
  overtime: number;
  weekend: number;
  total: number;
};

type Props = {
  rate: string;
  onRateChange: (value: string) => void;
  rounding: Rounding;
  onRoundingChange: (value: Rounding) => void;
  pay: PayFigures | null;
};

export default function PaySection({ rate, onRateChange, rounding, onRoundingChange, pay }: Props) {
  return (
    <section className="card">
      <h2 id="pay-heading">Pay</h2>
      <div className="pay-controls">
        <div className="field narrow-rate">
          <label htmlFor="hourly-rate">Hourly rate</label>
          <input
            id="hourly-rate"
            type="number"
            min="1"
            max="500"
            step="0.01"
            value={rate}
            onChange={(e) => onRateChange(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="rounding">Rounding</label>
          <select
            id="rounding"
            value={rounding}
            onChange={(e) => onRoundingChange(e.target.value as Rounding)}
          >
            {ROUNDING_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pay === null ? (
        <p className="error" role="alert">
          Enter an hourly rate from 1 to 500
        </p>
      ) : (
        <ul className="lines">
          <li>Regular pay: {formatUsd(pay.regular)}</li>
          <li>Overtime pay: {formatUsd(pay.overtime)}</li>
          <li>Weekend pay: {formatUsd(pay.weekend)}</li>
          <li className="sum">Total pay: {formatUsd(pay.total)}</li>
        </ul>
      )}
    </section>
  );
}
