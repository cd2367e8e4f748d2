import type { Clinician } from "./data";
import { formatCount, formatRate, missedRate, needsReview, sumUp } from "./stats";

export default function PracticeLines({ clinicians }: { clinicians: Clinician[] }) {
  const practice = sumUp(clinicians);
  return (
    <ul className="summary">
      <li>
        Practice: {formatCount(practice.missed)} missed of {formatCount(practice.booked)} booked (
        {formatRate(missedRate(practice))})
      </li>
      <li>
        Clinicians to review: {clinicians.filter(needsReview).length} of {clinicians.length}
      </li>
    </ul>
  );
}
