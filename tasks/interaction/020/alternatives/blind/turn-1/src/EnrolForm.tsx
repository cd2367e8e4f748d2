import type { FormEvent } from "react";
import { COURSES, type CourseId } from "./courses";

type Props = {
  name: string;
  courseId: CourseId;
  message: string | null;
  onNameChange: (value: string) => void;
  onCourseChange: (value: CourseId) => void;
  onEnrol: () => void;
};

export default function EnrolForm({ name, courseId, message, onNameChange, onCourseChange, onEnrol }: Props) {
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
