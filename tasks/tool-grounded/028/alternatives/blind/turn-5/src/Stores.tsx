import type { PartRow } from "./api";

export function isLow(part: PartRow): boolean {
  return part.on_hand - part.reserved <= part.reorder_level;
}

export default function Stores({ parts, error }: { parts: PartRow[] | null; error: string }) {
  const lowCount = parts ? parts.filter(isLow).length : 0;
  return (
    <section className="card" aria-labelledby="stores-heading">
      <h2 id="stores-heading">Stores</h2>
      {error && <p className="problem">{error}</p>}
      {parts === null ? (
        <p className="muted">Reading the storeroom…</p>
      ) : (
        <>
          <p className="summary">Low on stock: {lowCount}</p>
          <table>
            <thead>
              <tr>
                <th>SKU</th>
                <th>Part</th>
                <th className="num">On hand</th>
                <th className="num">Reserved</th>
                <th className="num">Available</th>
                <th className="num">Reorder level</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((p) => {
                const low = isLow(p);
                return (
                  <tr key={p.sku}>
                    <td>{p.sku}</td>
                    <td>{p.name}</td>
                    <td className="num">{p.on_hand}</td>
                    <td className="num">{p.reserved}</td>
                    <td className="num">{p.on_hand - p.reserved}</td>
                    <td className="num">{p.reorder_level}</td>
                    <td className={low ? "low" : "ok"}>{low ? "Low" : "OK"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
