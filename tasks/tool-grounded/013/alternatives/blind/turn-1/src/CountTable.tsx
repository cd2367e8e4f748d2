import type { StockRow } from "./api";
import { parseCount, signed } from "./count";

type Props = {
  rows: StockRow[];
  counts: Record<string, string>;
  onCountChange: (sku: string, text: string) => void;
};

function Difference({ row, text }: { row: StockRow; text: string }) {
  const c = parseCount(text);
  if (c.kind === "empty") return null;
  if (c.kind === "invalid") return <span className="row-error">Enter a whole number</span>;
  const diff = c.value - row.onHand;
  return <span className={diff === 0 ? "diff diff-zero" : "diff"}>{signed(diff)}</span>;
}

export default function CountTable({ rows, counts, onCountChange }: Props) {
  return (
    <table className="data">
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Item</th>
          <th scope="col" className="num">On hand</th>
          <th scope="col" className="num">Reserved</th>
          <th scope="col" className="num">Available</th>
          <th scope="col">Counted</th>
          <th scope="col">Difference</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sku}>
            <td className="mono">{row.sku}</td>
            <td>{row.name}</td>
            <td className="num">{row.onHand}</td>
            <td className="num">{row.reserved}</td>
            <td className="num">{row.available}</td>
            <td>
              <input
                type="number"
                min={0}
                step={1}
                className="count-input"
                aria-label="Counted"
                value={counts[row.sku] ?? ""}
                onChange={(e) => onCountChange(row.sku, e.target.value)}
              />
            </td>
            <td>
              <Difference row={row} text={counts[row.sku] ?? ""} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
