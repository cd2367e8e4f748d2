import { useState } from "react";
import PreviewPanel from "./PreviewPanel";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import Tabs, { type TabName } from "./Tabs";
import { EMPTY_DRAFT, readDraft, type Draft, type Question } from "./quiz";
import "./styles.css";

export default function App() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [message, setMessage] = useState<string | null>(null);
  const [tab, setTab] = useState<TabName>("Build");
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [submitted, setSubmitted] = useState(false);

  function addQuestion() {
    const result = readDraft(draft);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setQuestions((list) => [...list, { id: nextId, ...result.question }]);
    setNextId((n) => n + 1);
    setDraft(EMPTY_DRAFT);
    setMessage(null);
    setSubmitted(false);
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
          <QuestionForm draft={draft} onChange={setDraft} onSubmit={addQuestion} message={message} />
          <section className="questions">
            <h2>Questions</h2>
            <QuestionList questions={questions} onMoveUp={moveUp} onRemove={removeQuestion} />
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
          />
        </div>
      )}
    </main>
  );
}
