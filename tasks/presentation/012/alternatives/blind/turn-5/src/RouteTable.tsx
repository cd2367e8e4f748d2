import { isLowLoad, loadFactor, mostPassengersFirst, network, perCrossing, type Route } from "./routes";
import { count, oneDecimal } from "./format";

type Props = { routes: Route[] };

export default function RouteTable({ routes }: Props) {
  const rows = mostPassengersFirst(routes);
  const all = network(routes);
  return (
    <table className="routes">
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col" className="n">Crossings</th>
          <th scope="col" className="n">Passengers</th>
          <th scope="col" className="n">Passengers per crossing</th>
          <th scope="col" className="n">Load factor</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="n">{count(r.crossings)}</td>
            <td className="n">{count(r.passengers)}</td>
            <td className="n">{oneDecimal(perCrossing(r))}</td>
            <td className="n">
              {oneDecimal(loadFactor(r))}%
              {isLowLoad(r) && (
                <>
                  {" "}
                  <span className="flag">Low load</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All routes</th>
          <td className="n">{count(all.crossings)}</td>
          <td className="n">{count(all.passengers)}</td>
          <td className="n">{oneDecimal(perCrossing(all))}</td>
          <td className="n">{oneDecimal(all.loadFactor)}%</td>
        </tr>
      </tfoot>
    </table>
  );
}
