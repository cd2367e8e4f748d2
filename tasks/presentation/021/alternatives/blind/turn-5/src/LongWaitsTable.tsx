import { byHoursWaited, formatMoment, hoursWaited, type Wait } from "./waits";

type Props = { waits: Wait[] };

export default function LongWaitsTable({ waits }: Props) {
  const rows = byHoursWaited(waits);
  return (
    <table className="data">
      <caption>Sorted by hours waited, most first</caption>
      <thead>
        <tr>
          <th scope="col">Vessel</th>
          <th scope="col">Terminal</th>
          <th scope="col">Arrived</th>
          <th scope="col">Berthed</th>
          <th scope="col" className="num">Hours waited</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.vessel}>
            <th scope="row">{w.vessel}</th>
            <td>{w.terminal}</td>
            <td>{formatMoment(w.arrived)}</td>
            <td>{formatMoment(w.berthed)}</td>
            <td className="num">{hoursWaited(w)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
