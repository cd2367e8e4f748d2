import type { Question } from "./quiz";

interface Props {
  questions: Question[];
}

export default function QuestionList({ questions }: Props) {
  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);
  return (
    <div className="bank">
      <ol className="bank-list">
        {questions.map((q) => (
          <li key={q.id} className="bank-item">
            <p className="bank-question">{q.text}</p>
            <p className="bank-meta">
              <span>Correct: {q.answers[q.correct]}</span>{" "}
              <span className="bank-points">Points: {q.points}</span>
            </p>
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
