import type { ReactNode } from "react";

export interface LedgerColumn {
  label: string;
  numeric?: boolean;
}

export interface LedgerRow {
  key: string;
  /** first cell, rendered as the row header */
  header: string;
  cells: ReactNode[];
}

interface Props {
  columns: LedgerColumn[];
  rows: LedgerRow[];
}

/** A plain data table: the first column names the row, the rest are figures. */
export default function Ledger({ columns, rows }: Props) {
  return (
    <table className="ledger">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.numeric ? "num" : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.header}</th>
            {r.cells.map((cell, i) => (
              <td key={columns[i + 1]?.label ?? i} className={columns[i + 1]?.numeric ? "num" : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
