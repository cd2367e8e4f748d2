import { formatUsd } from "./money";

export type PayFigures = {
  regular: number;
  overtime: number;
  total: number;
};

type Props = {
  rate: string;
  onRateChange: (value: string) => void;
  pay: PayFigures | null;
};

export default function PaySection({ rate, onRateChange, pay }: Props) {
  return (
    <section className="card">
      <h2 id="pay-heading">Pay</h2>
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
      {pay === null ? (
        <p className="error" role="alert">
          Enter an hourly rate from 1 to 500
        </p>
      ) : (
        <ul className="lines">
          <li>Regular pay: {formatUsd(pay.regular)}</li>
          <li>Overtime pay: {formatUsd(pay.overtime)}</li>
          <li className="sum">Total pay: {formatUsd(pay.total)}</li>
        </ul>
      )}
    </section>
  );
}
