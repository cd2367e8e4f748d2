import type { ReasonCode } from "./api";
import { reasonLabel } from "./api";

export type PostedEntry = {
  id: string;
  sku: string;
  locationName: string;
  before: number;
  after: number;
  reason: ReasonCode;
};

type Props = { entries: PostedEntry[] };

export default function PostedList({ entries }: Props) {
  return (
    <section className="card" aria-labelledby="posted-heading">
      <h2 id="posted-heading">Posted this session</h2>
      {entries.length === 0 ? (
        <p className="muted">Nothing posted from this page yet.</p>
      ) : (
        <ul className="posted-list">
          {entries.map((e) => (
            <li key={e.id}>
              {e.id} · {e.sku} · {e.locationName} · {e.before} → {e.after} · {reasonLabel(e.reason)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
