import type { ResRow } from "./api";
import { formatUsd, toCents } from "./money";

function accountLabel(balance: number): string {
  const cents = toCents(balance);
  if (cents === 0) return "Settled";
  return cents > 0 ? "Owes" : "Credit";
}

interface Props {
  guests: ResRow[];
  businessDate: string | null;
  onSettle: (reservationId: string) => void;
}

export default function GuestsTable({ guests, businessDate, onSettle }: Props) {
  const leavingToday = guests.filter((g) => g.departure === businessDate).length;
  return (
    <>
      <p className="summary">
        {guests.length} in house · {leavingToday} leaving today
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Reservation</th>
            <th scope="col">Guest</th>
            <th scope="col">Leaves</th>
            <th scope="col" className="num">Balance</th>
            <th scope="col">Account</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((g) => (
            <tr key={g.id}>
              <td>{g.room ?? ""}</td>
              <td>{g.id}</td>
              <td>{g.guest_name}</td>
              <td>{g.departure === businessDate ? "Today" : g.departure}</td>
              <td className="num">{formatUsd(g.balance)}</td>
              <td>{accountLabel(g.balance)}</td>
              <td>
                <div className="actions">
                  <button type="button" className="secondary" onClick={() => onSettle(g.id)}>
                    Settle
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
