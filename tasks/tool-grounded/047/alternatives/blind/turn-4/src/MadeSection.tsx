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
        </>
      )}
    </div>
  );
}
