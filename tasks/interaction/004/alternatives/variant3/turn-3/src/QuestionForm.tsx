import { useRef } from "react";
import type { FormEvent } from "react";
import { LETTERS } from "./quiz";
import type { Draft, Letter } from "./quiz";

interface Props {
  draft: Draft;
  error: string | null;
  onChange: (draft: Draft) => void;
  /** returns true when the question was accepted */
  onSubmit: () => boolean;
}

export default function QuestionForm({ draft, error, onChange, onSubmit }: Props) {
  const questionRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSubmit()) questionRef.current?.focus();
  }

  function setAnswer(letter: Letter, value: string) {
    onChange({ ...draft, answers: { ...draft.answers, [letter]: value } });
  }

  return (
    <form className="qform" onSubmit={submit} noValidate>
      <div className="qform-row qform-row--full">
        <label htmlFor="q-text">Question</label>
        <input
          id="q-text"
          ref={questionRef}
          type="text"
          value={draft.text}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
        />
      </div>
      {LETTERS.map((letter) => (
        <div className="qform-row" key={letter}>
          <label htmlFor={`q-answer-${letter}`}>Answer {letter}</label>
          <input
            id={`q-answer-${letter}`}
            type="text"
            value={draft.answers[letter]}
            onChange={(e) => setAnswer(letter, e.target.value)}
          />
        </div>
      ))}
      <div className="qform-row qform-row--narrow">
        <label htmlFor="q-correct">Correct answer</label>
        <select
          id="q-correct"
          value={draft.correct}
          onChange={(e) => onChange({ ...draft, correct: e.target.value as Letter })}
        >
          {LETTERS.map((letter) => (
            <option key={letter} value={letter}>
              {letter}
            </option>
          ))}
        </select>
      </div>
      <div className="qform-row qform-row--narrow">
        <label htmlFor="q-points">Points</label>
        <input
          id="q-points"
          type="number"
          step={1}
          value={draft.points}
          onChange={(e) => onChange({ ...draft, points: e.target.value })}
        />
      </div>
      <div className="qform-actions">
        <button type="submit" className="button button--solid">
          Add question
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
