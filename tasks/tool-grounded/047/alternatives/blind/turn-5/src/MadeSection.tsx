import { formatCents, plural } from "./format";

export interface MadeMove {
  id: string;
  sku: string;
  itemName: string;
  units: number;
  fromName: string;
  toName: string;
  valueCents: number;
}

interface Props {
  made: MadeMove[];
}

export default function MadeSection({ made }: Props) {
  const totalUnits = made.reduce((sum, m) => sum + m.units, 0);
  const totalCents = made.reduce((sum, m) => sum + m.valueCents, 0);

  const perItem: { sku: string; name: string; moves: number; units: number; cents: number }[] = [];
  for (const m of made) {
    let entry = perItem.find((p) => p.sku === m.sku);
    if (!entry) {
      entry = { sku: m.sku, name: m.itemName, moves: 0, units: 0, cents: 0 };
      perItem.push(entry);
    }
    entry.moves += 1;
    entry.units += m.units;
    entry.cents += m.valueCents;
  }

  return (
    <div className="panel">
      <h2>Moves made</h2>
      {made.length === 0 ? (
        <p className="muted">No moves made yet.</p>
      ) : (
        <>
          <ul className="lines">
            {made.map((m) => (
              <li key={m.id}>
                {`${m.id}: ${m.units} ${m.itemName} from ${m.fromName} to ${m.toName} (${formatCents(m.valueCents)})`}
              </li>
            ))}
          </ul>
          <p className="summary">{`Total: ${plural(made.length, "move", "moves")}, ${totalUnits} units, ${formatCents(totalCents)}`}</p>
          <ul className="lines per-item">
            {perItem.map((p) => (
              <li key={p.sku}>{`${p.name}: ${plural(p.moves, "move", "moves")}, ${p.units} units, ${formatCents(p.cents)}`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
