import type { Row } from "./helpdesk";

type Props = { rows: Row[] };

export function countLabel(count: number): string {
  if (count === 0) return "No possible duplicates";
  return count === 1 ? "1 possible duplicate" : `${count} possible duplicates`;
}

export default function DuplicatesTable({ rows }: Props) {
  return (
    <table className="matches">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Subject</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {row.id}
            </td>
            <td>{row.subject}</td>
            <td>{row.customer}</td>
            <td>{row.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
