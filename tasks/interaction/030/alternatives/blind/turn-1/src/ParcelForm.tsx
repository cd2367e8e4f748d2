import type { ParcelFields } from "./postage";

type Props = {
  fields: ParcelFields;
  onChange: (next: ParcelFields) => void;
};

type NumberFieldProps = {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
};

function NumberField({ id, label, value, onValue }: NumberFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

export default function ParcelForm({ fields, onChange }: Props) {
  function set(key: keyof ParcelFields) {
    return (value: string) => onChange({ ...fields, [key]: value });
  }

  return (
    <section className="card" aria-labelledby="parcel-heading">
      <h2 id="parcel-heading">Parcel</h2>
      <div className="field-grid">
        <NumberField id="parcel-weight" label="Weight (g)" value={fields.weight} onValue={set("weight")} />
        <NumberField id="parcel-length" label="Length (cm)" value={fields.length} onValue={set("length")} />
        <NumberField id="parcel-width" label="Width (cm)" value={fields.width} onValue={set("width")} />
        <NumberField id="parcel-height" label="Height (cm)" value={fields.height} onValue={set("height")} />
      </div>
    </section>
  );
}
