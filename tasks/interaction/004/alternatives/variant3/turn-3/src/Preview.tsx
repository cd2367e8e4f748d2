import { LETTERS, scoreOf } from "./quiz";
import type { Letter, Picks, Question } from "./quiz";

interface Props {
  questions: Question[];
  picks: Picks;
  submitted: boolean;
  onPick: (id: number, letter: Letter) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

export default function Preview({
  questions,
  picks,
  submitted,
  onPick,
  onSubmit,
  onRetry,
}: Props) {
  if (questions.length === 0) {
    return <p className="note">Add a question in Build to try the quiz here.</p>;
  }

  const allPicked = questions.every((q) => picks[q.id] !== undefined);
  const score = scoreOf(questions, picks);

  return (
    <form
      className="trial"
      onSubmit={(e) => {
        e.preventDefault();
        if (allPicked) onSubmit();
      }}
    >
      {questions.map((q, index) => (
        <fieldset key={q.id} className="trial-question">
          <legend>
            Q{index + 1}. {q.text}
          </legend>
          {LETTERS.map((letter) => {
            const id = `pick-${q.id}-${letter}`;
            return (
              <div className="trial-option" key={letter}>
                <input
                  type="radio"
                  id={id}
                  name={`question-${q.id}`}
                  value={letter}
                  checked={picks[q.id] === letter}
                  onChange={() => onPick(q.id, letter)}
                />
                <label htmlFor={id}>{q.answers[letter]}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="trial-footer">
        <button type="submit" className="button button--solid" disabled={!allPicked}>
          Submit answers
        </button>
        {submitted && (
          <>
            <p className="trial-score" role="status">
              Score: {score.earned} / {score.total}
            </p>
            <button type="button" className="button" onClick={onRetry}>
              Try again
            </button>
          </>
        )}
      </div>
    </form>
  );
}
