import { concessionById, type Course, type Learner, type Waiter } from "./courses";
import { formatUsd } from "./money";

type Props = {
  course: Course;
  roll: Learner[];
  waiting: Waiter[];
  onRemoveWaiting: (waiterId: number) => void;
};

export function rollLine(learner: Learner): string {
  const base = `${learner.name} — ${formatUsd(learner.paid)}`;
  if (learner.concession === "none") return base;
  return `${base} (${concessionById(learner.concession).label})`;
}

export default function CourseSection({ course, roll, waiting, onRemoveWaiting }: Props) {
  const headingId = `course-${course.id}`;
  const collected = roll.reduce((sum, l) => sum + l.paid, 0);
  return (
    <section className="card course" aria-labelledby={headingId}>
      <h2 id={headingId}>{course.name}</h2>
      <p className="fact">Fee: {formatUsd(course.fee)}</p>
      <p className="fact">
        Places: {roll.length} of {course.capacity} taken
      </p>
      <p className="fact">Collected: {formatUsd(collected)}</p>
      <h3>Roll</h3>
      {roll.length === 0 ? (
        <p className="muted">No one enrolled yet</p>
      ) : (
        <ul className="roll">
          {roll.map((learner) => (
            <li key={learner.id}>{rollLine(learner)}</li>
          ))}
        </ul>
      )}
      <div className="waiting-part">
        <h3>Waiting list</h3>
        {waiting.length === 0 ? (
          <p className="muted">No one waiting</p>
        ) : (
          <ul className="waiting">
            {waiting.map((waiter, index) => (
              <li key={waiter.id}>
                <span>
                  {index + 1}. {waiter.name}
                </span>
                <button type="button" className="small" onClick={() => onRemoveWaiting(waiter.id)}>
                  Remove from list
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
