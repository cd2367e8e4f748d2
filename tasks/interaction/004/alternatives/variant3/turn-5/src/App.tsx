import { useState } from "react";
import QuestionForm from "./QuestionForm";
import QuestionList from "./QuestionList";
import Preview from "./Preview";
import Tabs from "./Tabs";
import PassMarkField from "./PassMarkField";
import { EMPTY_DRAFT, PASS_MARK_MESSAGE, checkDraft, readPassMark, toDraft } from "./quiz";
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
  const [editingId, setEditingId] = useState<number | null>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [submitted, setSubmitted] = useState(false);
  const [passMarkText, setPassMarkText] = useState("60");
  const [passMark, setPassMark] = useState(60);
  const [passMarkError, setPassMarkError] = useState<string | null>(null);

  function editPassMark(text: string) {
    setPassMarkText(text);
    const value = readPassMark(text);
    if (value === null) {
      setPassMarkError(PASS_MARK_MESSAGE);
    } else {
      setPassMark(value);
      setPassMarkError(null);
    }
  }

  /** Every change to the question set invalidates a score on show. */
  function changeQuestions(update: (list: Question[]) => Question[]) {
    setQuestions(update);
    setSubmitted(false);
  }

  function saveDraft(): boolean {
    const result = checkDraft(draft);
    if (!result.ok) {
      setFormError(result.message);
      return false;
    }
    if (editingId !== null) {
      const id = editingId;
      changeQuestions((list) => list.map((q) => (q.id === id ? { ...result.value, id } : q)));
      setEditingId(null);
    } else {
      changeQuestions((list) => [...list, { ...result.value, id: nextId }]);
      setNextId((n) => n + 1);
    }
    setDraft(EMPTY_DRAFT);
    setFormError(null);
    return true;
  }

  function startEditing(question: Question) {
    setEditingId(question.id);
    setDraft(toDraft(question));
    setFormError(null);
    setSubmitted(false);
  }

  function stopEditing() {
    setEditingId(null);
    setDraft(EMPTY_DRAFT);
    setFormError(null);
  }

  function moveUp(index: number) {
    if (index <= 0) return;
    changeQuestions((list) => {
      const next = [...list];
      [next[index - 1], next[index]] = [next[index], next[index - 1]];
      return next;
    });
  }

  function removeQuestion(id: number) {
    changeQuestions((list) => list.filter((q) => q.id !== id));
    if (id === editingId) stopEditing();
    setPicks((p) => {
      const rest = { ...p };
      delete rest[id];
      return rest;
    });
  }

  function tryAgain() {
    setPicks({});
    setSubmitted(false);
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
            <section className="pane pane--full">
              <h2>Quiz settings</h2>
              <PassMarkField
                text={passMarkText}
                error={passMarkError}
                inUse={passMark}
                onChange={editPassMark}
              />
            </section>
            <section className="pane">
              <h2>{editingId !== null ? "Edit question" : "Write a question"}</h2>
              <QuestionForm
                draft={draft}
                error={formError}
                editing={editingId !== null}
                onCancel={stopEditing}
                onChange={setDraft}
                onSubmit={saveDraft}
              />
            </section>
            <section className="pane">
              <h2>Questions</h2>
              <QuestionList
                questions={questions}
                editingId={editingId}
                onEdit={startEditing}
                onMoveUp={moveUp}
                onRemove={removeQuestion}
              />
            </section>
          </div>
        ) : (
          <section className="pane pane--wide">
            <h2>Try the quiz</h2>
            <Preview
              questions={questions}
              picks={picks}
              passMark={passMark}
              submitted={submitted}
              onPick={pick}
              onSubmit={() => setSubmitted(true)}
              onRetry={tryAgain}
            />
          </section>
        )}
      </Tabs>
    </div>
  );
}
