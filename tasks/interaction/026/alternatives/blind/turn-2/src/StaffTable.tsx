import { formatMoney } from "./money";
import { formatQuarters } from "./hours";
import { StaffMember } from "./types";

interface Props {
  staff: StaffMember[];
  shares: number[];
  onRemove: (id: number) => void;
}

export default function StaffTable({ staff, shares, onRemove }: Props) {
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
          <th scope="col">
            <span className="sr-only">Actions</span>
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
            <td>
              <div className="row-actions">
                <button type="button" className="small" onClick={() => onRemove(person.id)}>
                  Remove
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
