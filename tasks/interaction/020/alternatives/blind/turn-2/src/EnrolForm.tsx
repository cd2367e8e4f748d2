import type { FormEvent } from "react";
import { CONCESSIONS, COURSES, type ConcessionId, type CourseId } from "./courses";

type Props = {
  name: string;
  courseId: CourseId;
  concessionId: ConcessionId;
  message: string | null;
  onNameChange: (value: string) => void;
  onCourseChange: (value: CourseId) => void;
  onConcessionChange: (value: ConcessionId) => void;
  onEnrol: () => void;
};

export default function EnrolForm(props: Props) {
  const { name, courseId, concessionId, message, onNameChange, onCourseChange, onConcessionChange, onEnrol } = props;

  function submit(event: FormEvent) {
    event.preventDefault();
    onEnrol();
  }

  return (
    <section className="card enrol" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">Enrol</h2>
      <form className="enrol-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="learner-name">Learner name</label>
          <input
            id="learner-name"
            type="text"
            value={name}
            autoComplete="off"
            onChange={(e) => onNameChange(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="course">Course</label>
          <select id="course" value={courseId} onChange={(e) => onCourseChange(e.target.value as CourseId)}>
            {COURSES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="concession">Concession</label>
          <select
            id="concession"
            value={concessionId}
            onChange={(e) => onConcessionChange(e.target.value as ConcessionId)}
          >
            {CONCESSIONS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary">
          Enrol
        </button>
      </form>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
