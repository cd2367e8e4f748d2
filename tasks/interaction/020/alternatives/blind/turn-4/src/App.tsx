import { useRef, useState } from "react";
import CourseSection from "./CourseSection";
import EnrolForm from "./EnrolForm";
import Withdrawals from "./Withdrawals";
import {
  COURSES,
  courseById,
  emptyRolls,
  emptyWaitingLists,
  feeFor,
  parseSessions,
  refundFor,
  sameName,
  type ConcessionId,
  type CourseId,
  type Learner,
  type Rolls,
  type WaitingLists,
  type Withdrawal,
} from "./courses";
import { formatUsd } from "./money";
import "./styles.css";

/** One message at a time, shown in the section the action belongs to. */
type Message = { text: string; where: "enrol" | "withdrawals" };

export default function App() {
  const [name, setName] = useState("");
  const [courseId, setCourseId] = useState<CourseId>("pottery");
  const [concessionId, setConcessionId] = useState<ConcessionId>("none");
  const [rolls, setRolls] = useState<Rolls>(emptyRolls);
  const [waitingLists, setWaitingLists] = useState<WaitingLists>(emptyWaitingLists);
  const [sessions, setSessions] = useState("0");
  const [withdrawals, setWithdrawals] = useState<Withdrawal[]>([]);
  const [paidIn, setPaidIn] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const nextId = useRef(1);

  function enrol() {
    const learnerName = name.trim();
    const course = courseById(courseId);
    const roll = rolls[courseId];
    const waiting = waitingLists[courseId];
    if (learnerName === "") {
      setMessage({ text: "Enter a learner name", where: "enrol" });
      return;
    }
    const onRoll = roll.find((l) => sameName(l.name, learnerName));
    if (onRoll) {
      setMessage({ text: `${onRoll.name} is already on ${course.name}`, where: "enrol" });
      return;
    }
    const onList = waiting.find((w) => sameName(w.name, learnerName));
    if (onList) {
      setMessage({ text: `${onList.name} is already waiting for ${course.name}`, where: "enrol" });
      return;
    }
    if (roll.length >= course.capacity) {
      const waiter = { id: nextId.current++, name: learnerName, concession: concessionId };
      const list = [...waiting, waiter];
      setWaitingLists({ ...waitingLists, [courseId]: list });
      setName("");
      setConcessionId("none");
      setMessage({
        text: `${learnerName} is on the waiting list for ${course.name} at place ${list.length}`,
        where: "enrol",
      });
      return;
    }
    const learner: Learner = {
      id: nextId.current++,
      name: learnerName,
      concession: concessionId,
      paid: feeFor(course, concessionId),
    };
    setRolls({ ...rolls, [courseId]: [...roll, learner] });
    setPaidIn(paidIn + learner.paid);
    setName("");
    setConcessionId("none");
    setMessage(null);
  }

  function withdraw(id: CourseId, learnerId: number) {
    const attended = parseSessions(sessions);
    if (attended === null) {
      setMessage({ text: "Enter sessions attended from 0 to 12", where: "withdrawals" });
      return;
    }
    const course = courseById(id);
    const learner = rolls[id].find((l) => l.id === learnerId);
    if (!learner) return;
    const refund = refundFor(learner.paid, attended);
    let roll = rolls[id].filter((l) => l.id !== learnerId);
    let waiting = waitingLists[id];
    let newlyPaid = 0;
    let promoted: string | null = null;
    if (waiting.length > 0 && roll.length < course.capacity) {
      const [first, ...rest] = waiting;
      const paid = feeFor(course, first.concession);
      roll = [...roll, { id: first.id, name: first.name, concession: first.concession, paid }];
      waiting = rest;
      newlyPaid += paid;
      promoted = first.name;
    }
    setRolls({ ...rolls, [id]: roll });
    setWaitingLists({ ...waitingLists, [id]: waiting });
    setPaidIn(paidIn + newlyPaid);
    setWithdrawals([
      ...withdrawals,
      { id: nextId.current++, name: learner.name, courseName: course.name, refund },
    ]);
    setMessage(
      promoted ? { text: `${promoted} moved from the waiting list to ${course.name}`, where: "withdrawals" } : null,
    );
  }

  function removeWaiting(id: CourseId, waiterId: number) {
    setWaitingLists({ ...waitingLists, [id]: waitingLists[id].filter((w) => w.id !== waiterId) });
  }

  const refundsTotal = withdrawals.reduce((sum, w) => sum + w.refund, 0);
  const feesTaken = paidIn - refundsTotal;

  return (
    <main className="page">
      <h1>Evening class desk</h1>
      <p className="intro">Kestrel Vale Community College — enrolment week at the front desk.</p>
      <EnrolForm
        name={name}
        courseId={courseId}
        concessionId={concessionId}
        message={message?.where === "enrol" ? message.text : null}
        onNameChange={setName}
        onCourseChange={setCourseId}
        onConcessionChange={setConcessionId}
        onEnrol={enrol}
      />
      <Withdrawals
        sessions={sessions}
        onSessionsChange={setSessions}
        withdrawals={withdrawals}
        refundsTotal={refundsTotal}
        message={message?.where === "withdrawals" ? message.text : null}
      />
      <div className="courses">
        {COURSES.map((c) => (
          <CourseSection
            key={c.id}
            course={c}
            roll={rolls[c.id]}
            waiting={waitingLists[c.id]}
            onWithdraw={(learnerId) => withdraw(c.id, learnerId)}
            onRemoveWaiting={(waiterId) => removeWaiting(c.id, waiterId)}
          />
        ))}
      </div>
      <p className="fees-taken">Fees taken: {formatUsd(feesTaken)}</p>
    </main>
  );
}
