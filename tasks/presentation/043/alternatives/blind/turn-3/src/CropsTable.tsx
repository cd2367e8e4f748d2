import { Fragment } from "react";
import { CROPS, HIGH_YIELD_TENTHS, ON_TARGET_TENTHS } from "./data";
import { oneDecimal, percentText, withThousands } from "./format";
import { ALL_HOUSES, Totals, houseGroups, ofTargetTenths, yieldTenths } from "./stats";

function Cells({ t }: { t: Totals }) {
  return (
    <>
      <td>{withThousands(t.area)}</td>
      <td>{withThousands(t.harvest)}</td>
      <td>{oneDecimal(yieldTenths(t))}</td>
      <td>{withThousands(t.target)}</td>
      <td>{percentText(ofTargetTenths(t))}</td>
    </>
  );
}

export default function CropsTable() {
  const groups = houseGroups();
  const highCount = CROPS.filter((c) => yieldTenths(c) >= HIGH_YIELD_TENTHS).length;
  const onTargetCount = CROPS.filter((c) => ofTargetTenths(c) >= ON_TARGET_TENTHS).length;

  return (
    <>
      <div className="scroll">
        <table className="crops">
          <thead>
            <tr>
              <th scope="col">Crop</th>
              <th scope="col">Area (m²)</th>
              <th scope="col">Harvest (kg)</th>
              <th scope="col">Yield (kg/m²)</th>
              <th scope="col">Target (kg)</th>
              <th scope="col">Of target</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={g.house}>
                {g.crops.map((c) => (
                  <tr key={c.name}>
                    <th scope="row">{c.name}</th>
                    <Cells t={c} />
                  </tr>
                ))}
                <tr className="house-total">
                  <th scope="row">{g.house} total</th>
                  <Cells t={g.total} />
                </tr>
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr className="grand-total">
              <th scope="row">All houses</th>
              <Cells t={ALL_HOUSES} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="line">
        Crops yielding 25.0 kg/m² or more: {highCount} of {CROPS.length}
      </p>
      <p className="line">
        Crops at or above target: {onTargetCount} of {CROPS.length}
      </p>
    </>
  );
}
