import type { Booking } from "../lib/desk";
import { usd } from "../lib/money";

type Props = {
  stays: Booking[];
  businessDate: string;
  onOpen: (id: string) => void;
};

export default function InHouseTable({ stays, businessDate, onOpen }: Props) {
  if (stays.length === 0) return <p className="muted">No guests are staying at the moment.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Reservation</th>
          <th scope="col">Guest</th>
          <th scope="col">Departure</th>
          <th scope="col" className="num">
            Balance
          </th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {stays.map((stay) => (
          <tr key={stay.id}>
            <td>{stay.room}</td>
            <td className="code">{stay.id}</td>
            <td>{stay.guest_name}</td>
            <td>{stay.departure === businessDate ? `${stay.departure} · Due out` : stay.departure}</td>
            <td className="num">{usd(stay.balance)}</td>
            <td>
              <button type="button" onClick={() => onOpen(stay.id)}>
                Open folio
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
