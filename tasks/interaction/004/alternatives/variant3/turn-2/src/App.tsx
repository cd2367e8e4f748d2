import { useState } from "react";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import Preview from "./Preview";
import Tabs from "./Tabs";
import { EMPTY_DRAFT, checkDraft } from "./quiz";
import type { Draft, Letter, Picks, Question } from "./quiz";
import "./quiz.css";

type View = "build" | "preview";

const VIEWS: { key: View; label: string }[] = [
  { key: "build", label: "Build" },
  { key: "preview", label: "Preview" },
];

export default function App() {
  const [view, setView] = useState<View>("build");
  const [questions, setQuestions] = useState<Question[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const [nextId, setNextId] = useState(1);
  const [picks, setPicks] = useState<Picks>({});
  const [submitted, setSubmitted] = useState(false);

  /** Every change to the question set invalidates a score on show. */
  function changeQuestions(update: (list: Question[]) => Question[]) {
    setQuestions(update);
    setSubmitted(false);
  }

  function addQuestion(): boolean {
    const result = checkDraft(draft);
    if (!result.ok) {
      setFormError(result.message);
      return false;
    }
    changeQuestions((list) => [...list, { ...result.value, id: nextId }]);
    setNextId((n) => n + 1);
    setDraft(EMPTY_DRAFT);
    setFormError(null);
    return true;
  }

  function pick(id: number, letter: Letter) {
    setPicks((p) => ({ ...p, [id]: letter }));
    setSubmitted(false);
  }

  return (
    <div className="shell">
      <header className="shell-header">
        <h1>Quiz builder</h1>
        <p className="shell-sub">Year 8 science · multiple choice</p>
      </header>
      <Tabs tabs={VIEWS} active={view} onSelect={setView}>
        {view === "build" ? (
          <div className="workspace">
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
          </div>
        ) : (
          <section className="pane pane--wide">
            <h2>Try the quiz</h2>
            <Preview
              questions={questions}
              picks={picks}
              submitted={submitted}
              onPick={pick}
              onSubmit={() => setSubmitted(true)}
            />
          </section>
        )}
      </Tabs>
    </div>
  );
}
