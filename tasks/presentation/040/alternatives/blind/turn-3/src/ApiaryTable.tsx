import { APIARIES } from "./data";
import { formatKgTenths, formatPence, groupThousands } from "./format";
import {
  JAR_PRICE_PENCE,
  TOTAL_HONEY_TENTHS,
  TOTAL_JARS,
  byHoneyDesc,
  gradeFor,
  jarsFor,
  yieldTenths,
} from "./stats";

export default function ApiaryTable() {
  const rows = byHoneyDesc(APIARIES).map((a) => {
    const y = yieldTenths(a);
    return { ...a, yieldPerHive: y, grade: gradeFor(y), jars: jarsFor(a) };
  });
  const poorCount = rows.filter((r) => r.grade === "Poor").length;

  return (
    <>
      <div className="table-scroll">
        <table className="apiaries">
          <thead>
            <tr>
              <th scope="col">Apiary</th>
              <th scope="col">Hives</th>
              <th scope="col">Honey (kg)</th>
              <th scope="col">Yield per hive (kg)</th>
              <th scope="col" className="text">Grade</th>
              <th scope="col">Jars</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td>{r.hives}</td>
                <td>{formatKgTenths(r.honeyTenths)}</td>
                <td>{formatKgTenths(r.yieldPerHive)}</td>
                <td className="text">
                  <span className={`grade grade-${r.grade.toLowerCase()}`}>{r.grade}</span>
                </td>
                <td>{groupThousands(r.jars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="line">Total honey: {formatKgTenths(TOTAL_HONEY_TENTHS)} kg</p>
      <p className="line">
        Apiaries graded Poor: {poorCount} of {rows.length}
      </p>
      <p className="line">Jars filled: {groupThousands(TOTAL_JARS)}</p>
      <p className="line">Jar sales at £7.50 each: {formatPence(TOTAL_JARS * JAR_PRICE_PENCE)}</p>
    </>
  );
}
