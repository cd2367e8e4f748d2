import { useRef, useState } from "react";
import CourseSection from "./CourseSection";
import EnrolForm from "./EnrolForm";
import Takings from "./Takings";
import Withdrawals from "./Withdrawals";
import {
  COURSES,
  courseById,
  emptyRolls,
  emptyWaitingLists,
  feeFor,
  parseCapacity,
  parseSessions,
  refundFor,
  sameName,
  startingCapacities,
  type Capacities,
  type ConcessionId,
  type CourseId,
  type Learner,
  type Rolls,
  type Waiter,
  type WaitingLists,
  type Withdrawal,
} from "./courses";
import "./styles.css";

/** One message at a time, shown in the section the action belongs to. */
type Message = { text: string; where: "enrol" | "withdrawals" | CourseId };

/** Moves waiting learners onto the roll, in order, while places are free. */
function promote(courseId: CourseId, capacity: number, roll: Learner[], waiting: Waiter[]) {
  const course = courseById(courseId);
  const nextRoll = [...roll];
  const nextWaiting = [...waiting];
  const moved: Learner[] = [];
  while (nextWaiting.length > 0 && nextRoll.length < capacity) {
    const first = nextWaiting.shift()!;
    const learner: Learner = {
      id: first.id,
      name: first.name,
      concession: first.concession,
      paid: feeFor(course, first.concession),
    };
    nextRoll.push(learner);
    moved.push(learner);
  }
  return { roll: nextRoll, waiting: nextWaiting, moved };
}

export default function App() {
  const [name, setName] = useState("");
  const [courseId, setCourseId] = useState<CourseId>("pottery");
  const [concessionId, setConcessionId] = useState<ConcessionId>("none");
  const [rolls, setRolls] = useState<Rolls>(emptyRolls);
  const [waitingLists, setWaitingLists] = useState<WaitingLists>(emptyWaitingLists);
  const [capacities, setCapacities] = useState<Capacities>(startingCapacities);
  const [capacityDrafts, setCapacityDrafts] = useState<Record<CourseId, string>>(() => {
    const start = startingCapacities();
    return {
      pottery: String(start.pottery),
      spanish: String(start.spanish),
      bookkeeping: String(start.bookkeeping),
      photography: String(start.photography),
    };
  });
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
    if (roll.length >= capacities[courseId]) {
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
    const remaining = rolls[id].filter((l) => l.id !== learnerId);
    const result = promote(id, capacities[id], remaining, waitingLists[id]);
    const newlyPaid = result.moved.reduce((sum, l) => sum + l.paid, 0);
    setRolls({ ...rolls, [id]: result.roll });
    setWaitingLists({ ...waitingLists, [id]: result.waiting });
    setPaidIn(paidIn + newlyPaid);
    setWithdrawals([
      ...withdrawals,
      { id: nextId.current++, name: learner.name, courseName: course.name, refund },
    ]);
    setMessage(
      result.moved.length > 0
        ? { text: `${result.moved[0].name} moved from the waiting list to ${course.name}`, where: "withdrawals" }
        : null,
    );
  }

  function removeWaiting(id: CourseId, waiterId: number) {
    setWaitingLists({ ...waitingLists, [id]: waitingLists[id].filter((w) => w.id !== waiterId) });
  }

  function setCapacity(id: CourseId) {
    const course = courseById(id);
    const roll = rolls[id];
    const capacity = parseCapacity(capacityDrafts[id], roll.length);
    if (capacity === null) {
      setMessage({ text: `Enter a capacity from ${Math.max(1, roll.length)} to 30`, where: id });
      return;
    }
    const result = promote(id, capacity, roll, waitingLists[id]);
    const newlyPaid = result.moved.reduce((sum, l) => sum + l.paid, 0);
    setCapacities({ ...capacities, [id]: capacity });
    setCapacityDrafts({ ...capacityDrafts, [id]: String(capacity) });
    setRolls({ ...rolls, [id]: result.roll });
    setWaitingLists({ ...waitingLists, [id]: result.waiting });
    setPaidIn(paidIn + newlyPaid);
    setMessage(
      result.moved.length > 0
        ? { text: `${result.moved.length} moved from the waiting list to ${course.name}`, where: id }
        : null,
    );
  }

  const refundsTotal = withdrawals.reduce((sum, w) => sum + w.refund, 0);

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
            capacity={capacities[c.id]}
            capacityDraft={capacityDrafts[c.id]}
            roll={rolls[c.id]}
            waiting={waitingLists[c.id]}
            message={message?.where === c.id ? message.text : null}
            onCapacityDraftChange={(value) => setCapacityDrafts({ ...capacityDrafts, [c.id]: value })}
            onSetCapacity={() => setCapacity(c.id)}
            onWithdraw={(learnerId) => withdraw(c.id, learnerId)}
            onRemoveWaiting={(waiterId) => removeWaiting(c.id, waiterId)}
          />
        ))}
      </div>
      <Takings paidIn={paidIn} refunded={refundsTotal} />
    </main>
  );
}
