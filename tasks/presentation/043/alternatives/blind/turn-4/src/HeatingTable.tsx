import { HEATING_KWH, HOUSES } from "./data";
import { hundredths, twoDecimals, withThousands } from "./format";
import { ALL_HOUSES, houseGroups } from "./stats";

export default function HeatingTable() {
  const rows = houseGroups().map((g) => {
    const kwh = HEATING_KWH[g.house];
    return { house: g.house, kwh, harvest: g.total.harvest, perKg: hundredths(kwh, g.total.harvest) };
  });
  const totalKwh = HOUSES.reduce((s, h) => s + HEATING_KWH[h], 0);
  const lowest = rows.reduce((best, r) => (r.perKg < best.perKg ? r : best), rows[0]);

  return (
    <>
      <div className="scroll">
        <table className="crops heating">
          <thead>
            <tr>
              <th scope="col">House</th>
              <th scope="col">Heating (kWh)</th>
              <th scope="col">Harvest (kg)</th>
              <th scope="col">kWh per kg</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.house}>
                <th scope="row">{r.house}</th>
                <td>{withThousands(r.kwh)}</td>
                <td>{withThousands(r.harvest)}</td>
                <td>{twoDecimals(r.perKg)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="grand-total">
              <th scope="row">All houses</th>
              <td>{withThousands(totalKwh)}</td>
              <td>{withThousands(ALL_HOUSES.harvest)}</td>
              <td>{twoDecimals(hundredths(totalKwh, ALL_HOUSES.harvest))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="line">
        Lowest heating per kg: {lowest.house}, {twoDecimals(lowest.perKg)} kWh
      </p>
    </>
  );
}
