import { REASONS, type ReasonCode, type StockRow } from "./api";
import { checkRow, parseCount, signed } from "./count";

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
          const reason = reasons[row.sku] ?? "cycle_count";
          const check = checkRow(row, text, reason);
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
                  value={reason}
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
                <button type="button" disabled={busySku !== null || !check.canPost} onClick={() => onPost(row)}>
                  Post
                </button>
                {check.notes.map((note) => (
                  <div key={note} className="row-error">
                    {note}
                  </div>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
