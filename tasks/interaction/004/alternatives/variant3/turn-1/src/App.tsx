import { useState } from "react";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import { EMPTY_DRAFT, checkDraft } from "./quiz";
import type { Draft, Question } from "./quiz";
import "./quiz.css";

export default function App() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const [nextId, setNextId] = useState(1);

  function addQuestion(): boolean {
    const result = checkDraft(draft);
    if (!result.ok) {
      setFormError(result.message);
      return false;
    }
    setQuestions((list) => [...list, { ...result.value, id: nextId }]);
    setNextId((n) => n + 1);
    setDraft(EMPTY_DRAFT);
    setFormError(null);
    return true;
  }

  return (
    <div className="shell">
      <header className="shell-header">
        <h1>Quiz builder</h1>
        <p className="shell-sub">Year 8 science · multiple choice</p>
      </header>
      <main className="workspace">
        <section className="pane">
          <h2>Write a question</h2>
          <QuestionForm
            draft={draft}
            error={formError}
            onChange={setDraft}
            onSubmit={addQuestion}
          />
        </section>
        <section className="pane">
          <h2>Questions</h2>
          <QuestionList questions={questions} />
        </section>
      </main>
    </div>
  );
}
