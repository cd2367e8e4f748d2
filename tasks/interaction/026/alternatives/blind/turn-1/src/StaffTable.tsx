import { formatMoney } from "./money";
import { formatQuarters } from "./hours";
import { StaffMember } from "./types";

interface Props {
  staff: StaffMember[];
  shares: number[];
}

export default function StaffTable({ staff, shares }: Props) {
  if (staff.length === 0) {
    return <p className="empty">No staff in the pool yet</p>;
  }
  return (
    <table className="pool-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
          <th scope="col" className="num">
            Hours
          </th>
          <th scope="col" className="num">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {staff.map((person, index) => (
          <tr key={person.id}>
            <td>{person.name}</td>
            <td>{person.role}</td>
            <td className="num">{formatQuarters(person.quarters)}</td>
            <td className="num">{formatMoney(shares[index])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
