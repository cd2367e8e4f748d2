import { formatEuro, formatGrams } from "./format";
import type { Quote } from "./postage";

type Props = {
  quote: Quote;
};

export default function PostageSummary({ quote }: Props) {
  return (
    <section className="card" aria-labelledby="postage-heading">
      <h2 id="postage-heading">Postage</h2>
      {!quote.ok ? (
        <div className="messages">
          {quote.errors.map((message) => (
            <p key={message} className="message">
              {message}
            </p>
          ))}
        </div>
      ) : (
        <div className="lines">
          <p>Volumetric weight: {formatGrams(quote.volumetric)}</p>
          <p>Chargeable weight: {formatGrams(quote.chargeable)}</p>
          {quote.band && quote.postageCents !== null ? (
            <>
              <p>Band: {quote.band.name}</p>
              <p>Postage: {formatEuro(quote.postageCents)}</p>
              {quote.insuranceCents !== null && <p>Insurance: {formatEuro(quote.insuranceCents)}</p>}
              {quote.signatureCents !== null && <p>Signature: {formatEuro(quote.signatureCents)}</p>}
              {quote.totalCents !== null && <p className="strong">Parcel total: {formatEuro(quote.totalCents)}</p>}
            </>
          ) : (
            <p className="warning">{quote.refusal}</p>
          )}
        </div>
      )}
    </section>
  );
}
