import type { Question } from "./quiz";

interface Props {
  questions: Question[];
  onMoveUp: (index: number) => void;
  onRemove: (id: number) => void;
}

export default function QuestionList({ questions, onMoveUp, onRemove }: Props) {
  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);
  return (
    <div className="bank">
      <ol className="bank-list">
        {questions.map((q, index) => (
          <li key={q.id} className="bank-item">
            <p className="bank-question">
              <span className="bank-number">Q{index + 1}.</span> {q.text}
            </p>
            <p className="bank-meta">
              <span>Correct: {q.answers[q.correct]}</span>{" "}
              <span className="bank-points">Points: {q.points}</span>
            </p>
            <div className="bank-actions">
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                onClick={() => onMoveUp(index)}
              >
                Move up
              </button>
              <button
                type="button"
                className="button button--small button--warn"
                onClick={() => onRemove(q.id)}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="bank-totals">
        <p>Questions: {questions.length}</p>
        <p>Total points: {totalPoints}</p>
      </div>
    </div>
  );
}
