import Ledger from "./Ledger";
import { INSTRUMENTS, count, share } from "./data";

const COLUMNS = [
  { label: "Instrument" },
  { label: "Samples", numeric: true },
  { label: "Share of total", numeric: true },
];

export default function InstrumentTable() {
  const ordered = [...INSTRUMENTS].sort((a, b) => b.samples - a.samples);
  const total = ordered.reduce((sum, r) => sum + r.samples, 0);

  return (
    <Ledger
      columns={COLUMNS}
      rows={ordered.map((r) => ({
        key: r.instrument,
        header: r.instrument,
        cells: [
          count(r.samples),
          <span className="share">
            <span
              className="share-bar"
              style={{ width: `${(r.samples / total) * 120}px` }}
              aria-hidden="true"
            />
            <span className="share-text">{share(r.samples, total)}</span>
          </span>,
        ],
      }))}
    />
  );
}
