import { mostPassengersFirst, perCrossing, type Route } from "./routes";
import { count, oneDecimal } from "./format";

type Props = { routes: Route[] };

export default function RouteTable({ routes }: Props) {
  const rows = mostPassengersFirst(routes);
  return (
    <table className="routes">
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col" className="n">Crossings</th>
          <th scope="col" className="n">Passengers</th>
          <th scope="col" className="n">Passengers per crossing</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="n">{count(r.crossings)}</td>
            <td className="n">{count(r.passengers)}</td>
            <td className="n">{oneDecimal(perCrossing(r))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
