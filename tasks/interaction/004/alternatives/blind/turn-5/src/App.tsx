import { useState } from "react";
import PassMarkField from "./PassMarkField";
import PreviewPanel from "./PreviewPanel";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import Tabs, { type TabName } from "./Tabs";
import { EMPTY_DRAFT, parsePassMark, readDraft, type Draft, type Question } from "./quiz";
import "./styles.css";

export default function App() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [message, setMessage] = useState<string | null>(null);
  const [tab, setTab] = useState<TabName>("Build");
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [submitted, setSubmitted] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [passMarkText, setPassMarkText] = useState("60");
  const [passMark, setPassMark] = useState(60);

  function changePassMark(text: string) {
    setPassMarkText(text);
    const value = parsePassMark(text);
    if (value !== null) setPassMark(value);
  }

  function saveQuestion() {
    const result = readDraft(draft);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    if (editingId !== null) {
      const id = editingId;
      setQuestions((list) => list.map((q) => (q.id === id ? { id, ...result.question } : q)));
      setEditingId(null);
    } else {
      setQuestions((list) => [...list, { id: nextId, ...result.question }]);
      setNextId((n) => n + 1);
    }
    setDraft(EMPTY_DRAFT);
    setMessage(null);
    setSubmitted(false);
  }

  function startEdit(question: Question) {
    setEditingId(question.id);
    setDraft({
      text: question.text,
      answers: [...question.answers],
      correct: question.correct,
      points: String(question.points),
    });
    setMessage(null);
    setSubmitted(false);
  }

  function cancelEdit() {
    setEditingId(null);
    setDraft(EMPTY_DRAFT);
    setMessage(null);
  }

  function pick(questionId: number, answerIndex: number) {
    setPicks((p) => ({ ...p, [questionId]: answerIndex }));
    setSubmitted(false);
  }

  function moveUp(index: number) {
    if (index <= 0) return;
    setQuestions((list) => {
      const next = [...list];
      [next[index - 1], next[index]] = [next[index], next[index - 1]];
      return next;
    });
    setSubmitted(false);
  }

  function removeQuestion(id: number) {
    setQuestions((list) => list.filter((q) => q.id !== id));
    if (id === editingId) cancelEdit();
    setPicks((p) => {
      const next = { ...p };
      delete next[id];
      return next;
    });
    setSubmitted(false);
  }

  function tryAgain() {
    setPicks({});
    setSubmitted(false);
  }

  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);

  return (
    <main className="quiz-app">
      <h1>Quiz builder</h1>
      <p className="lead">Write a short multiple-choice quiz: three answers per question, one of them correct.</p>
      <Tabs active={tab} onSelect={setTab} />
      {tab === "Build" ? (
        <div role="tabpanel" id="panel-Build" aria-labelledby="tab-Build" className="panel">
          <PassMarkField
            text={passMarkText}
            invalid={parsePassMark(passMarkText) === null}
            inUse={passMark}
            onChange={changePassMark}
          />
          <QuestionForm
            draft={draft}
            onChange={setDraft}
            onSubmit={saveQuestion}
            message={message}
            editing={editingId !== null}
            onCancelEdit={cancelEdit}
          />
          <section className="questions">
            <h2>Questions</h2>
            <QuestionList questions={questions} onMoveUp={moveUp} onRemove={removeQuestion} onEdit={startEdit} />
            <div className="totals">
              <span>Questions: {questions.length}</span>
              <span>Total points: {totalPoints}</span>
            </div>
          </section>
        </div>
      ) : (
        <div role="tabpanel" id="panel-Preview" aria-labelledby="tab-Preview" className="panel">
          <PreviewPanel
            questions={questions}
            picks={picks}
            onPick={pick}
            submitted={submitted}
            onSubmit={() => setSubmitted(true)}
            onTryAgain={tryAgain}
            passMark={passMark}
          />
        </div>
      )}
    </main>
  );
}
