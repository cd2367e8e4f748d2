import { useRef, useState } from "react";
import CourseSection from "./CourseSection";
import EnrolForm from "./EnrolForm";
import {
  COURSES,
  courseById,
  emptyRolls,
  feeFor,
  sameName,
  type ConcessionId,
  type CourseId,
  type Learner,
  type Rolls,
} from "./courses";
import { formatUsd } from "./money";
import "./styles.css";

export default function App() {
  const [name, setName] = useState("");
  const [courseId, setCourseId] = useState<CourseId>("pottery");
  const [concessionId, setConcessionId] = useState<ConcessionId>("none");
  const [rolls, setRolls] = useState<Rolls>(emptyRolls);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);

  function enrol() {
    const learnerName = name.trim();
    const course = courseById(courseId);
    const roll = rolls[courseId];
    if (learnerName === "") {
      setMessage("Enter a learner name");
      return;
    }
    const onRoll = roll.find((l) => sameName(l.name, learnerName));
    if (onRoll) {
      setMessage(`${onRoll.name} is already on ${course.name}`);
      return;
    }
    if (roll.length >= course.capacity) {
      setMessage(`${course.name} is full`);
      return;
    }
    const learner: Learner = {
      id: nextId.current++,
      name: learnerName,
      concession: concessionId,
      paid: feeFor(course, concessionId),
    };
    setRolls({ ...rolls, [courseId]: [...roll, learner] });
    setName("");
    setConcessionId("none");
    setMessage(null);
  }

  const feesTaken = COURSES.reduce((sum, c) => sum + rolls[c.id].reduce((s, l) => s + l.paid, 0), 0);

  return (
    <main className="page">
      <h1>Evening class desk</h1>
      <p className="intro">Kestrel Vale Community College — enrolment week at the front desk.</p>
      <EnrolForm
        name={name}
        courseId={courseId}
        concessionId={concessionId}
        message={message}
        onNameChange={setName}
        onCourseChange={setCourseId}
        onConcessionChange={setConcessionId}
        onEnrol={enrol}
      />
      <div className="courses">
        {COURSES.map((c) => (
          <CourseSection key={c.id} course={c} roll={rolls[c.id]} />
        ))}
      </div>
      <p className="fees-taken">Fees taken: {formatUsd(feesTaken)}</p>
    </main>
  );
}
