import { useState } from "react";
import "./styles.css";

type Question = { id: number; text: string; answers: string[]; correct: number; points: number };
const LETTERS = ["A", "B", "C"];

export default function App() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const [text, setText] = useState("");
  const [answers, setAnswers] = useState(["", "", ""]);
  const [correct, setCorrect] = useState(0);
  const [points, setPoints] = useState("1");
  const [message, setMessage] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [nextId, setNextId] = useState(1);
  const [tab, setTab] = useState<"build" | "preview">("build");
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [submitted, setSubmitted] = useState(false);
  const [passMark, setPassMark] = useState(60);
  const [passMarkText, setPassMarkText] = useState("60");
  const [passMarkError, setPassMarkError] = useState("");

  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = questions.reduce((sum, q) => sum + (choices[q.id] === q.correct ? q.points : 0), 0);
  const percent = totalPoints ? Math.round((earned / totalPoints) * 100) : 0;
  const passed = earned * 100 >= passMark * totalPoints;
  const allAnswered = questions.length > 0 && questions.every((q) => choices[q.id] !== undefined);

  function changeQuestions(next: Question[]) {
    setQuestions(next);
    setSubmitted(false);
  }

  function resetForm() {
    setText("");
    setAnswers(["", "", ""]);
    setCorrect(0);
    setPoints("1");
    setEditing(null);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(points);
    if (!Number.isInteger(value) || value < 1 || value > 10) {
      setMessage("Points must be a whole number from 1 to 10");
      return;
    }
    if (!text.trim() || answers.some((a) => !a.trim())) {
      setMessage("Fill in the question and all three answers");
      return;
    }
    const question = { id: editing ?? nextId, text: text.trim(), answers: answers.map((a) => a.trim()), correct, points: value };
    if (editing === null) {
      changeQuestions([...questions, question]);
      setNextId(nextId + 1);
    } else {
      changeQuestions(questions.map((q) => (q.id === editing ? question : q)));
    }
    setMessage("");
    resetForm();
  }

  function edit(q: Question) {
    setEditing(q.id);
    setText(q.text);
    setAnswers([...q.answers]);
    setCorrect(q.correct);
    setPoints(String(q.points));
    setMessage("");
  }

  function moveUp(index: number) {
    const next = [...questions];
    [next[index - 1], next[index]] = [next[index], next[index - 1]];
    changeQuestions(next);
  }

  function changePassMark(value: string) {
    setPassMarkText(value);
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 100) {
      setPassMarkError("Pass mark must be between 0 and 100");
    } else {
      setPassMarkError("");
      setPassMark(n);
      setSubmitted(false);
    }
  }

  return (
    <main>
      <h1>Quiz builder</h1>
      <div role="tablist" aria-label="Quiz views" className="tabs">
        <button role="tab" type="button" id="tab-build" aria-controls="panel-build" aria-selected={tab === "build"} onClick={() => setTab("build")}>Build</button>
        <button role="tab" type="button" id="tab-preview" aria-controls="panel-preview" aria-selected={tab === "preview"} onClick={() => setTab("preview")}>Preview</button>
      </div>
      <div role="tabpanel" id="panel-build" aria-label="Build" className="panel" hidden={tab !== "build"}>
        <form onSubmit={save}>
          <label className="wide">
            Question
            <input value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          {LETTERS.map((letter, i) => (
            <label key={letter}>
              Answer {letter}
              <input value={answers[i]} onChange={(e) => setAnswers(answers.map((a, j) => (j === i ? e.target.value : a)))} />
            </label>
          ))}
          <label>
            Correct answer
            <select value={correct} onChange={(e) => setCorrect(Number(e.target.value))}>
              {LETTERS.map((letter, i) => <option key={letter} value={i}>{letter}</option>)}
            </select>
          </label>
          <label>
            Points
            <input type="number" value={points} onChange={(e) => setPoints(e.target.value)} />
          </label>
          <button type="submit">{editing === null ? "Add question" : "Update question"}</button>
        </form>
        {message && <p className="error" role="alert">{message}</p>}
        <ol className="questions">
          {questions.map((q, i) => (
            <li key={q.id} className={editing === q.id ? "editing" : ""}>
              <div className="q">
                <strong>Q{i + 1}. {q.text}</strong>
                <span>Correct: {q.answers[q.correct]} · Points: {q.points}</span>
              </div>
              <div className="actions">
                <button type="button" className="secondary" onClick={() => edit(q)}>Edit</button>
                <button type="button" className="secondary" disabled={i === 0} onClick={() => moveUp(i)}>Move up</button>
                <button type="button" className="secondary" onClick={() => changeQuestions(questions.filter((x) => x.id !== q.id))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <p className="totals">Questions: {questions.length} · Total points: {totalPoints}</p>
        <label className="passmark">
          Pass mark (%)
          <input type="number" value={passMarkText} onChange={(e) => changePassMark(e.target.value)} />
        </label>
        {passMarkError && <p className="error" role="alert">{passMarkError}</p>}
      </div>
      <div role="tabpanel" id="panel-preview" aria-label="Preview" className="panel" hidden={tab !== "preview"}>
        {questions.length === 0 && <p>No questions yet. Add some on the Build tab.</p>}
        {questions.map((q, i) => (
          <fieldset key={q.id}>
            <legend>Q{i + 1}. {q.text}</legend>
            {q.answers.map((a, j) => (
              <label key={j} className="option">
                <input type="radio" name={`q-${q.id}`} checked={choices[q.id] === j}
                  onChange={() => setChoices({ ...choices, [q.id]: j })} />
                {a}
              </label>
            ))}
            {submitted && (
              <p className={choices[q.id] === q.correct ? "right" : "wrong"}>
                {choices[q.id] === q.correct ? "Correct" : `Incorrect (answer: ${q.answers[q.correct]})`}
              </p>
            )}
          </fieldset>
        ))}
        <button type="button" disabled={!allAnswered} onClick={() => setSubmitted(true)}>Submit answers</button>
        {submitted && (
          <div className="result">
            <p>Score: {earned} / {totalPoints} ({percent}%)</p>
            <p>Result: {passed ? "Passed" : "Not passed"}</p>
            <button type="button" className="secondary" onClick={() => { setChoices({}); setSubmitted(false); }}>Try again</button>
          </div>
        )}
      </div>
    </main>
  );
}
