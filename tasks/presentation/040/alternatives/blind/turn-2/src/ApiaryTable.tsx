import { APIARIES } from "./data";
import { formatKgTenths } from "./format";
import { TOTAL_HONEY_TENTHS, byHoneyDesc, gradeFor, yieldTenths } from "./stats";

export default function ApiaryTable() {
  const rows = byHoneyDesc(APIARIES).map((a) => {
    const y = yieldTenths(a);
    return { ...a, yieldPerHive: y, grade: gradeFor(y) };
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="line">Total honey: {formatKgTenths(TOTAL_HONEY_TENTHS)} kg</p>
      <p className="line">
        Apiaries graded Poor: {poorCount} of {rows.length}
      </p>
    </>
  );
}
