import { formatUsd } from "./money";

type Props = {
  paidIn: number;
  refunded: number;
};

export default function Takings({ paidIn, refunded }: Props) {
  return (
    <section className="card takings" aria-labelledby="takings-heading">
      <h2 id="takings-heading">Takings</h2>
      <p>Paid in: {formatUsd(paidIn)}</p>
      <p>Refunded: {formatUsd(refunded)}</p>
      <p className="net">Net: {formatUsd(paidIn - refunded)}</p>
    </section>
  );
}
