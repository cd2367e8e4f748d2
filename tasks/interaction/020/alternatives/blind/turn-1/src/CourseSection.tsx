import type { Course, Learner } from "./courses";
import { formatUsd } from "./money";

type Props = {
  course: Course;
  roll: Learner[];
};

export default function CourseSection({ course, roll }: Props) {
  const headingId = `course-${course.id}`;
  return (
    <section className="card course" aria-labelledby={headingId}>
      <h2 id={headingId}>{course.name}</h2>
      <p className="fact">Fee: {formatUsd(course.fee)}</p>
      <p className="fact">
        Places: {roll.length} of {course.capacity} taken
      </p>
      <h3>Roll</h3>
      {roll.length === 0 ? (
        <p className="muted">No one enrolled yet</p>
      ) : (
        <ul className="roll">
          {roll.map((learner) => (
            <li key={learner.id}>{learner.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
