import type { Species } from "./data";
import { formatPercent, oneDecimal } from "./format";

export default function ChartLines({ species, openingDays }: { species: Species[]; openingDays: number }) {
  const total = species.reduce((sum, s) => sum + s.consultations, 0);
  const dogsAndCats = species
    .filter((s) => s.name === "Dogs" || s.name === "Cats")
    .reduce((sum, s) => sum + s.consultations, 0);

  return (
    <ul className="lines">
      <li>Dogs and cats: {formatPercent(dogsAndCats, total)} of all consultations</li>
      <li>Consultations per opening day: {oneDecimal(total / openingDays)}</li>
    </ul>
  );
}
