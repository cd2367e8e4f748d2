import { HOTEL_ROOMS, NIGHTS_IN_WEEK, type Night, type RoomType } from "./data";
import { occTenths, weekTotals } from "./calc";
import { fmtCount, fmtPct } from "./format";

export default function RoomTypesTable({ types, nights }: { types: RoomType[]; nights: Night[] }) {
  const week = weekTotals(nights);

  return (
    <section className="sec" aria-labelledby="types-h">
      <h2 id="types-h">Room types</h2>
      <table className="t">
        <thead>
          <tr>
            <th scope="col">Room type</th>
            <th scope="col" className="r">Rooms</th>
            <th scope="col" className="r">Room nights sold</th>
            <th scope="col" className="r">Occupancy</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.name}>
              <th scope="row">{t.name}</th>
              <td className="r">{fmtCount(t.rooms)}</td>
              <td className="r">{fmtCount(t.nightsSold)}</td>
              <td className="r">{fmtPct(occTenths(t.nightsSold, t.rooms * NIGHTS_IN_WEEK))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All rooms</th>
            <td className="r">{fmtCount(HOTEL_ROOMS)}</td>
            <td className="r">{fmtCount(week.roomsSold)}</td>
            <td className="r">{fmtPct(week.occTenths)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
