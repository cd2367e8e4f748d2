import type { Question } from "./quiz";

type Props = {
  questions: Question[];
  onMoveUp: (index: number) => void;
  onRemove: (id: number) => void;
};

export default function QuestionList({ questions, onMoveUp, onRemove }: Props) {
  if (questions.length === 0) {
    return <p className="empty">No questions yet — add the first one above.</p>;
  }
  return (
    <ul className="question-list">
      {questions.map((q, index) => (
        <li key={q.id} className="question-card">
          <p className="question-text">
            <span className="qnum">Q{index + 1}.</span> {q.text}
          </p>
          <p className="question-meta">
            <span>Correct: {q.answers[q.correct]}</span>
            <span>Points: {q.points}</span>
          </p>
          <div className="card-buttons">
            <button type="button" disabled={index === 0} onClick={() => onMoveUp(index)}>
              Move up
            </button>
            <button type="button" onClick={() => onRemove(q.id)}>
              Remove
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
