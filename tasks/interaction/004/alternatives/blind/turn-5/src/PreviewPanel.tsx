import type { Question } from "./quiz";

type Props = {
  questions: Question[];
  picks: Record<number, number>;
  onPick: (questionId: number, answerIndex: number) => void;
  submitted: boolean;
  onSubmit: () => void;
  onTryAgain: () => void;
  passMark: number;
};

export default function PreviewPanel({ questions, picks, onPick, submitted, onSubmit, onTryAgain, passMark }: Props) {
  if (questions.length === 0) {
    return <p className="empty">There are no questions to preview yet. Add some in Build.</p>;
  }
  const allAnswered = questions.every((q) => picks[q.id] !== undefined);
  const earned = questions.reduce((sum, q) => sum + (picks[q.id] === q.correct ? q.points : 0), 0);
  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const percent = Math.round((earned / total) * 100);
  // Compare the exact share, so a score exactly at the pass mark passes.
  const passed = earned * 100 >= passMark * total;

  return (
    <div className="preview">
      {questions.map((q, position) => (
        <fieldset key={q.id} className="preview-question">
          <legend>
            Q{position + 1}. {q.text}
          </legend>
          {q.answers.map((answer, index) => {
            const id = `pick-${q.id}-${index}`;
            return (
              <div className="choice" key={index}>
                <input
                  type="radio"
                  id={id}
                  name={`question-${q.id}`}
                  checked={picks[q.id] === index}
                  onChange={() => onPick(q.id, index)}
                />
                <label htmlFor={id}>{answer}</label>
              </div>
            );
          })}
          {submitted && (
            <p className={picks[q.id] === q.correct ? "feedback right" : "feedback wrong"}>
              {picks[q.id] === q.correct ? "Correct" : `Incorrect (answer: ${q.answers[q.correct]})`}
            </p>
          )}
        </fieldset>
      ))}
      <div className="preview-actions">
        <button type="button" className="primary" disabled={!allAnswered} onClick={onSubmit}>
          Submit answers
        </button>
        {submitted && (
          <button type="button" onClick={onTryAgain}>
            Try again
          </button>
        )}
      </div>
      {submitted && (
        <div className="result" aria-live="polite">
          <p className="score">
            Score: {earned} / {total} ({percent}%)
          </p>
          <p className={passed ? "verdict pass" : "verdict fail"}>Result: {passed ? "Passed" : "Not passed"}</p>
        </div>
      )}
    </div>
  );
}
