import type { Batch, Bottling } from "./lib";
import { formatBottled } from "./lib";

type Props = { batches: Batch[] };

export default function BottledList({ batches }: Props) {
  const bottled = batches
    .filter((batch): batch is Batch & { bottled: Bottling } => batch.bottled !== undefined)
    .sort((a, b) => a.bottled.seq - b.bottled.seq);

  return (
    <section className="card" aria-labelledby="bottled-heading">
      <h2 id="bottled-heading">Bottled</h2>
      {bottled.length === 0 ? (
        <p className="muted">Nothing bottled yet</p>
      ) : (
        <ul className="bottled">
          {bottled.map((batch) => (
            <li key={batch.id}>{formatBottled(batch, batch.bottled)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
