import { LETTERS, passes, percentOf, scoreOf } from "./quiz";
import type { Letter, Picks, Question } from "./quiz";

interface Props {
  questions: Question[];
  picks: Picks;
  passMark: number;
  submitted: boolean;
  onPick: (id: number, letter: Letter) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

export default function Preview({
  questions,
  picks,
  passMark,
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
            <div className="trial-result" role="status">
              <p className="trial-score">
                Score: {score.earned} / {score.total} ({percentOf(score)}%)
              </p>
              <p className={passes(score, passMark) ? "verdict verdict--pass" : "verdict verdict--fail"}>
                Result: {passes(score, passMark) ? "Passed" : "Not passed"}
              </p>
            </div>
            <button type="button" className="button" onClick={onRetry}>
              Try again
            </button>
          </>
        )}
      </div>
    </form>
  );
}
