import type { NightRow } from "./api";

export interface WeekRow {
  code: string;
  name: string;
  nights: NightRow[];
}

export interface WeekData {
  nights: string[];
  rows: WeekRow[];
}

interface Props {
  data: WeekData | null;
  problem: string;
}

function cell(row: WeekRow, night: string): string {
  const found = row.nights.find((n) => n.night === night);
  if (!found) return "–";
  return found.available <= 0 ? "Full" : String(found.available);
}

export default function WeekAhead({ data, problem }: Props) {
  return (
    <section className="card" aria-labelledby="week-heading">
      <h2 id="week-heading">Week ahead</h2>
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
      {data === null ? (
        !problem && <p className="muted">Reading live availability…</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Room type</th>
                {data.nights.map((night) => (
                  <th scope="col" className="num" key={night}>
                    {night.slice(5)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.code}>
                  <td className="row-name">{row.name}</td>
                  {data.nights.map((night) => {
                    const text = cell(row, night);
                    return (
                      <td key={night} className={text === "Full" ? "num full" : "num"}>
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
