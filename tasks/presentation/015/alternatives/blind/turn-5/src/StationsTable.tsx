import { aboveLimit, no2ChangeTenths, type Station } from "./stations";
import { oneDecimal, signedChange } from "./format";

export default function StationsTable({ rows }: { rows: Station[] }) {
  return (
    <table className="grid">
      <caption>Annual means in µg/m³; the NO2 annual limit is 40.0 µg/m³.</caption>
      <thead>
        <tr>
          <th scope="col">Station</th>
          <th scope="col">Setting</th>
          <th scope="col" className="num">NO2 mean</th>
          <th scope="col" className="num">Change since 2024</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">PM2.5 mean</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => {
          const over = aboveLimit(s);
          return (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.setting}</td>
              <td className="num">{oneDecimal(s.no2Tenths)}</td>
              <td className="num">{signedChange(no2ChangeTenths(s))}</td>
              <td>
                <span className={over ? "badge over" : "badge ok"}>{over ? "Above limit" : "Within limit"}</span>
              </td>
              <td className={s.pm25Tenths === null ? "num missing" : "num"}>
                {s.pm25Tenths === null ? "Not measured" : oneDecimal(s.pm25Tenths)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
