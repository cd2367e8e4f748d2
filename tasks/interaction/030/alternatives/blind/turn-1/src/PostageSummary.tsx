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
          {quote.band ? (
            <>
              <p>Band: {quote.band.name}</p>
              <p className="strong">Postage: {formatEuro(quote.band.cents)}</p>
            </>
          ) : (
            <p className="warning">Too heavy to post: over 20,000 g</p>
          )}
        </div>
      )}
    </section>
  );
}
