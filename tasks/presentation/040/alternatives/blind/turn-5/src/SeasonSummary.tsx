import { APIARIES } from "./data";
import { formatKgTenths, groupThousands } from "./format";
import { TOTAL_HIVES, TOTAL_HONEY_TENTHS, TOTAL_JARS } from "./stats";

export default function SeasonSummary() {
  const cards = [
    { label: "Apiaries", value: groupThousands(APIARIES.length) },
    { label: "Hives", value: groupThousands(TOTAL_HIVES) },
    { label: "Honey", value: `${formatKgTenths(TOTAL_HONEY_TENTHS)} kg` },
    { label: "Jars", value: groupThousands(TOTAL_JARS) },
  ];
  return (
    <div className="cards">
      {cards.map((c) => (
        <div className="card" key={c.label}>
          <h3 className="card-label">{c.label}</h3>
          <p className="card-value">{c.value}</p>
        </div>
      ))}
    </div>
  );
}
