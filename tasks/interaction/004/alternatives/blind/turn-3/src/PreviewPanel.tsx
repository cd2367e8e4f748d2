import type { Question } from "./quiz";

type Props = {
  questions: Question[];
  picks: Record<number, number>;
  onPick: (questionId: number, answerIndex: number) => void;
  submitted: boolean;
  onSubmit: () => void;
  onTryAgain: () => void;
};

export default function PreviewPanel({ questions, picks, onPick, submitted, onSubmit, onTryAgain }: Props) {
  if (questions.length === 0) {
    return <p className="empty">There are no questions to preview yet. Add some in Build.</p>;
  }
  const allAnswered = questions.every((q) => picks[q.id] !== undefined);
  const earned = questions.reduce((sum, q) => sum + (picks[q.id] === q.correct ? q.points : 0), 0);
  const total = questions.reduce((sum, q) => sum + q.points, 0);

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
        <p className="score" aria-live="polite">
          Score: {earned} / {total}
        </p>
      )}
    </div>
  );
}
