import { INSTRUMENTS, count, share } from "./data";

export default function InstrumentTable() {
  const rows = [...INSTRUMENTS].sort((a, b) => b.samples - a.samples);
  const total = rows.reduce((sum, r) => sum + r.samples, 0);

  return (
    <table className="ledger">
      <thead>
        <tr>
          <th scope="col">Instrument</th>
          <th scope="col" className="num">
            Samples
          </th>
          <th scope="col" className="num">
            Share of total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.instrument}>
            <th scope="row">{r.instrument}</th>
            <td className="num">{count(r.samples)}</td>
            <td className="num">
              <span className="share">
                <span
                  className="share-bar"
                  style={{ width: `${(r.samples / total) * 120}px` }}
                  aria-hidden="true"
                />
                <span className="share-text">{share(r.samples, total)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
