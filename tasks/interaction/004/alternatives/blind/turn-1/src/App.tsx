import { useState } from "react";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import { EMPTY_DRAFT, readDraft, type Draft, type Question } from "./quiz";
import "./styles.css";

export default function App() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [message, setMessage] = useState<string | null>(null);

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
  }

  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);

  return (
    <main className="quiz-app">
      <h1>Quiz builder</h1>
      <p className="lead">Write a short multiple-choice quiz: three answers per question, one of them correct.</p>
      <QuestionForm draft={draft} onChange={setDraft} onSubmit={addQuestion} message={message} />
      <section className="questions">
        <h2>Questions</h2>
        <QuestionList questions={questions} />
        <div className="totals">
          <span>Questions: {questions.length}</span>
          <span>Total points: {totalPoints}</span>
        </div>
      </section>
    </main>
  );
}
