import Ledger from "./Ledger";
import { WEEKS, count } from "./data";

const COLUMNS = [
  { label: "Week" },
  { label: "Samples", numeric: true },
  { label: "Change vs previous week", numeric: true },
];

/** "+78", "-165", or an em dash when there is no previous week. */
function change(index: number): string {
  if (index === 0) return "—";
  const diff = WEEKS[index].samples - WEEKS[index - 1].samples;
  return diff > 0 ? `+${count(diff)}` : diff < 0 ? `-${count(-diff)}` : "0";
}

export default function WeeklyDetail() {
  return (
    <Ledger
      columns={COLUMNS}
      rows={WEEKS.map((w, i) => ({
        key: String(w.week),
        header: `Week ${w.week}`,
        cells: [count(w.samples), change(i)],
      }))}
    />
  );
}
