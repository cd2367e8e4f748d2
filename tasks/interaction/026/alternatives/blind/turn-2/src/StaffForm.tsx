import { FormEvent } from "react";
import { ROLES, Role } from "./types";

export interface FormValues {
  name: string;
  role: Role;
  hours: string;
}

interface Props {
  values: FormValues;
  message: string;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
}

export default function StaffForm({ values, message, onChange, onSubmit }: Props) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="card staff-form" noValidate onSubmit={handleSubmit}>
      <h2 id="add-staff-heading">Add staff</h2>
      <div className="field-row">
        <label className="field">
          <span>Name</span>
          <input
            type="text"
            value={values.name}
            autoComplete="off"
            onChange={(e) => onChange({ ...values, name: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Role</span>
          <select value={values.role} onChange={(e) => onChange({ ...values, role: e.target.value as Role })}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-short">
          <span>Hours</span>
          <input
            type="text"
            inputMode="decimal"
            value={values.hours}
            autoComplete="off"
            onChange={(e) => onChange({ ...values, hours: e.target.value })}
          />
        </label>
      </div>
      <div className="actions">
        <button type="submit" className="primary">
          Add to pool
        </button>
      </div>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
