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
  const [nextId, setNextId] = useState(1);
  const [tab, setTab] = useState<"build" | "preview">("build");
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [submitted, setSubmitted] = useState(false);

  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = questions.reduce((sum, q) => sum + (choices[q.id] === q.correct ? q.points : 0), 0);
  const allAnswered = questions.length > 0 && questions.every((q) => choices[q.id] !== undefined);

  function changeQuestions(next: Question[]) {
    setQuestions(next);
  }

  function resetForm() {
    setText("");
    setAnswers(["", "", ""]);
    setCorrect(0);
    setPoints("1");
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
    const question = { id: nextId, text: text.trim(), answers: answers.map((a) => a.trim()), correct, points: value };
    changeQuestions([...questions, question]);
    setNextId(nextId + 1);
    setMessage("");
    resetForm();
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
          <button type="submit">Add question</button>
        </form>
        {message && <p className="error" role="alert">{message}</p>}
        <ol className="questions">
          {questions.map((q) => (
            <li key={q.id}>
              <div className="q">
                <strong>{q.text}</strong>
                <span>Correct: {q.answers[q.correct]} · Points: {q.points}</span>
              </div>
            </li>
          ))}
        </ol>
        <p className="totals">Questions: {questions.length} · Total points: {totalPoints}</p>
      </div>
      <div role="tabpanel" id="panel-preview" aria-label="Preview" className="panel" hidden={tab !== "preview"}>
        {questions.length === 0 && <p>No questions yet. Add some on the Build tab.</p>}
        {questions.map((q) => (
          <fieldset key={q.id}>
            <legend>{q.text}</legend>
            {q.answers.map((a, j) => (
              <label key={j} className="option">
                <input type="radio" name={`q-${q.id}`} checked={choices[q.id] === j}
                  onChange={() => setChoices({ ...choices, [q.id]: j })} />
                {a}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="button" disabled={!allAnswered} onClick={() => setSubmitted(true)}>Submit answers</button>
        {submitted && (
          <div className="result">
            <p>Score: {earned} / {totalPoints}</p>
          </div>
        )}
      </div>
    </main>
  );
}
