import { count, percent } from "./format";
import { attendance, byAttendance, formatDate, type OpenDay } from "./openDays";

type Props = { days: OpenDay[] };

export default function OpenDaysTable({ days }: Props) {
  const rows = byAttendance(days);
  return (
    <table className="data">
      <caption>Sorted by attendance, lowest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Campus</th>
          <th scope="col" className="num">Registered</th>
          <th scope="col" className="num">Attended</th>
          <th scope="col" className="num">Attendance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={`${d.month}-${d.day}`}>
            <th scope="row">{formatDate(d)}</th>
            <td>{d.campus}</td>
            <td className="num">{count(d.registered)}</td>
            <td className="num">{count(d.attended)}</td>
            <td className="num">{percent(attendance(d))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
