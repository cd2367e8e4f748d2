import type { Row } from "./helpdesk";

type Props = {
  rows: Row[];
  onOpen: (id: string) => void;
};

export function countLabel(count: number): string {
  if (count === 0) return "No possible duplicates";
  return count === 1 ? "1 possible duplicate" : `${count} possible duplicates`;
}

export default function DuplicatesTable({ rows, onOpen }: Props) {
  return (
    <table className="matches">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Subject</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
          <th scope="col">Duplicate of</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <button type="button" className="link" onClick={() => onOpen(row.id)}>
                {row.id}
              </button>
            </td>
            <td>{row.subject}</td>
            <td>{row.customer}</td>
            <td>{row.status}</td>
            <td>{row.duplicateOf ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
