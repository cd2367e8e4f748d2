import type { FormEvent } from "react";
import { DAYS, STAFF } from "./roster";
import type { Day, Staff } from "./roster";

export interface FormValues {
  person: Staff;
  day: Day;
  start: string;
  end: string;
}

export const BLANK_FORM: FormValues = { person: "Dev", day: "Mon", start: "", end: "" };

interface Props {
  values: FormValues;
  editing: boolean;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export default function ShiftForm({ values, editing, onChange, onSubmit, onCancel }: Props) {
  function set<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    onChange({ ...values, [key]: value });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="shift-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="shift-person">Staff member</label>
        <select id="shift-person" value={values.person} onChange={(e) => set("person", e.target.value as Staff)}>
          {STAFF.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="shift-day">Day</label>
        <select id="shift-day" value={values.day} onChange={(e) => set("day", e.target.value as Day)}>
          {DAYS.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="shift-start">Start</label>
        <input
          id="shift-start"
          type="text"
          placeholder="hh:mm"
          value={values.start}
          onChange={(e) => set("start", e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="shift-end">End</label>
        <input
          id="shift-end"
          type="text"
          placeholder="hh:mm"
          value={values.end}
          onChange={(e) => set("end", e.target.value)}
        />
      </div>
      <div className="form-buttons">
        <button type="submit" className="btn btn-main">
          {editing ? "Save changes" : "Add shift"}
        </button>
        {editing && (
          <button type="button" className="btn" onClick={onCancel}>
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
