import { REASONS, type ReasonCode, type StockRow } from "./api";
import { parseCount, signed } from "./count";

type Props = {
  rows: StockRow[];
  counts: Record<string, string>;
  reasons: Record<string, ReasonCode>;
  busySku: string | null;
  onCountChange: (sku: string, text: string) => void;
  onReasonChange: (sku: string, reason: ReasonCode) => void;
  onPost: (row: StockRow) => void;
};

function Difference({ row, text }: { row: StockRow; text: string }) {
  const c = parseCount(text);
  if (c.kind === "empty") return null;
  if (c.kind === "invalid") return <span className="row-error">Enter a whole number</span>;
  const diff = c.value - row.onHand;
  return <span className={diff === 0 ? "diff diff-zero" : "diff"}>{signed(diff)}</span>;
}

/** Post is possible only while the row holds a valid count that differs from on hand. */
export function canPost(row: StockRow, text: string): boolean {
  const c = parseCount(text);
  return c.kind === "valid" && c.value !== row.onHand;
}

export default function CountTable({
  rows,
  counts,
  reasons,
  busySku,
  onCountChange,
  onReasonChange,
  onPost,
}: Props) {
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
          <th scope="col">Reason</th>
          <th scope="col">Post</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const text = counts[row.sku] ?? "";
          return (
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
                  value={text}
                  onChange={(e) => onCountChange(row.sku, e.target.value)}
                />
              </td>
              <td>
                <Difference row={row} text={text} />
              </td>
              <td>
                <select
                  aria-label="Reason"
                  value={reasons[row.sku] ?? "cycle_count"}
                  onChange={(e) => onReasonChange(row.sku, e.target.value as ReasonCode)}
                >
                  {REASONS.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <button
                  type="button"
                  disabled={busySku !== null || !canPost(row, text)}
                  onClick={() => onPost(row)}
                >
                  Post
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
