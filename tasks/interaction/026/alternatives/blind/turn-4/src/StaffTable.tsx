import { formatMoney } from "./money";
import { formatQuarters } from "./hours";
import { formatPoints } from "./points";
import { StaffMember } from "./types";

interface Props {
  staff: StaffMember[];
  points: number[];
  shares: number[];
  cash: number[];
  card: number[];
  editingId: number | null;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  onMoveUp: (index: number) => void;
}

export default function StaffTable({ staff, points, shares, cash, card, editingId, onEdit, onRemove, onMoveUp }: Props) {
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
            Points
          </th>
          <th scope="col" className="num">
            Share
          </th>
          <th scope="col" className="num">
            Cash
          </th>
          <th scope="col" className="num">
            Card
          </th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {staff.map((person, index) => (
          <tr key={person.id} className={person.id === editingId ? "editing" : undefined}>
            <td>{person.name}</td>
            <td>{person.role}</td>
            <td className="num">{formatQuarters(person.quarters)}</td>
            <td className="num">{formatPoints(points[index])}</td>
            <td className="num">{formatMoney(shares[index])}</td>
            <td className="num">{formatMoney(cash[index])}</td>
            <td className="num">{formatMoney(card[index])}</td>
            <td>
              <div className="row-actions">
                {index > 0 && (
                  <button type="button" className="small" onClick={() => onMoveUp(index)}>
                    Move up
                  </button>
                )}
                <button type="button" className="small" onClick={() => onEdit(person.id)}>
                  Edit
                </button>
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
