import type { Question } from "./quiz";

export default function QuestionList({ questions }: { questions: Question[] }) {
  if (questions.length === 0) {
    return <p className="empty">No questions yet — add the first one above.</p>;
  }
  return (
    <ul className="question-list">
      {questions.map((q) => (
        <li key={q.id} className="question-card">
          <p className="question-text">{q.text}</p>
          <p className="question-meta">
            <span>Correct: {q.answers[q.correct]}</span>
            <span>Points: {q.points}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
