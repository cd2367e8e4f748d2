import type { FormEvent } from "react";
import type { FormValues } from "./validation";

interface Props {
  values: FormValues;
  errors: string[];
  editing: boolean;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export default function CropForm({ values, errors, editing, onChange, onSubmit, onCancel }: Props) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="crop-form" onSubmit={handleSubmit} noValidate>
      <div className="form-row">
        <div className="field field-wide">
          <label htmlFor="crop-name">Crop</label>
          <input
            id="crop-name"
            type="text"
            value={values.name}
            onChange={(e) => onChange({ ...values, name: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="crop-sow">Weeks before frost to sow indoors</label>
          <input
            id="crop-sow"
            type="number"
            min={1}
            max={16}
            step={1}
            value={values.sow}
            onChange={(e) => onChange({ ...values, sow: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="crop-transplant">Weeks after frost to transplant</label>
          <input
            id="crop-transplant"
            type="number"
            min={0}
            max={12}
            step={1}
            value={values.transplant}
            onChange={(e) => onChange({ ...values, transplant: e.target.value })}
          />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="primary">
          {editing ? "Save crop" : "Add crop"}
        </button>
        {editing && (
          <button type="button" onClick={onCancel}>
            Cancel edit
          </button>
        )}
      </div>
      {errors.length > 0 && (
        <ul className="errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
