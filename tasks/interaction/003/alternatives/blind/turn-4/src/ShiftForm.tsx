import type { FormEvent } from "react";
import { DAYS, STAFF, type DayName, type StaffName } from "./roster";

export type FormValues = {
  person: StaffName;
  day: number;
  start: string;
  end: string;
};

type Props = {
  values: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  message: string | null;
  editing: boolean;
  onCancelEdit: () => void;
};

export default function ShiftForm({ values, onChange, onSubmit, message, editing, onCancelEdit }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="shift-form" onSubmit={submit}>
      <fieldset>
        <legend>{editing ? "Edit shift" : "New shift"}</legend>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="shift-person">Staff member</label>
            <select
              id="shift-person"
              value={values.person}
              onChange={(e) => onChange({ ...values, person: e.target.value as StaffName })}
            >
              {STAFF.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="shift-day">Day</label>
            <select
              id="shift-day"
              value={DAYS[values.day]}
              onChange={(e) => onChange({ ...values, day: DAYS.indexOf(e.target.value as DayName) })}
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="shift-start">Start</label>
            <input
              id="shift-start"
              type="text"
              inputMode="numeric"
              placeholder="HH:MM"
              value={values.start}
              onChange={(e) => onChange({ ...values, start: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="shift-end">End</label>
            <input
              id="shift-end"
              type="text"
              inputMode="numeric"
              placeholder="HH:MM"
              value={values.end}
              onChange={(e) => onChange({ ...values, end: e.target.value })}
            />
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="primary">
            {editing ? "Save changes" : "Add shift"}
          </button>
          {editing && (
            <button type="button" onClick={onCancelEdit}>
              Cancel edit
            </button>
          )}
        </div>
        {message && (
          <p className="form-message" role="alert">
            {message}
          </p>
        )}
      </fieldset>
    </form>
  );
}
