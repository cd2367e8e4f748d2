import type { MineRow } from "./helpdesk";

type Props = {
  tickets: MineRow[] | null;
  openId: string | null;
  onOpen: (ticketId: string) => void;
};

function countLine(n: number): string {
  if (n === 0) return "No tickets to hand over";
  return `${n} ${n === 1 ? "ticket" : "tickets"} to hand over`;
}

export default function MyTickets({ tickets, openId, onOpen }: Props) {
  if (tickets === null) return <p className="muted">Reading tickets from the helpdesk…</p>;
  return (
    <>
      <p className="count">{countLine(tickets.length)}</p>
      {tickets.length > 0 && (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Subject</th>
              <th scope="col">Customer</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">Notes</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((t) => (
              <tr key={t.id}>
                <td>
                  <button
                    type="button"
                    className="link"
                    aria-pressed={openId === t.id}
                    onClick={() => onOpen(t.id)}
                  >
                    {t.id}
                  </button>
                </td>
                <td>{t.subject}</td>
                <td>{t.customer}</td>
                <td>{t.priority}</td>
                <td>{t.status}</td>
                <td className="num">{t.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
