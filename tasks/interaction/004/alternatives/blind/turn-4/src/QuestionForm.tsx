import type { FormEvent } from "react";
import { LETTERS, type Draft } from "./quiz";

type Props = {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
  message: string | null;
};

export default function QuestionForm({ draft, onChange, onSubmit, message }: Props) {
  function setAnswer(index: number, value: string) {
    const answers = [...draft.answers] as Draft["answers"];
    answers[index] = value;
    onChange({ ...draft, answers });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="question-form" onSubmit={submit} noValidate>
      <div className="row">
        <label htmlFor="q-text">Question</label>
        <input id="q-text" type="text" value={draft.text} onChange={(e) => onChange({ ...draft, text: e.target.value })} />
      </div>
      {LETTERS.map((letter, index) => (
        <div className="row" key={letter}>
          <label htmlFor={`q-answer-${letter}`}>Answer {letter}</label>
          <input
            id={`q-answer-${letter}`}
            type="text"
            value={draft.answers[index]}
            onChange={(e) => setAnswer(index, e.target.value)}
          />
        </div>
      ))}
      <div className="row-pair">
        <div className="row">
          <label htmlFor="q-correct">Correct answer</label>
          <select
            id="q-correct"
            value={LETTERS[draft.correct]}
            onChange={(e) => onChange({ ...draft, correct: LETTERS.indexOf(e.target.value as (typeof LETTERS)[number]) })}
          >
            {LETTERS.map((letter) => (
              <option key={letter} value={letter}>
                {letter}
              </option>
            ))}
          </select>
        </div>
        <div className="row">
          <label htmlFor="q-points">Points</label>
          <input
            id="q-points"
            type="number"
            min={1}
            max={10}
            step={1}
            value={draft.points}
            onChange={(e) => onChange({ ...draft, points: e.target.value })}
          />
        </div>
      </div>
      <div className="form-buttons">
        <button type="submit" className="primary">
          Add question
        </button>
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
