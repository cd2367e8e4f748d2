import { DESTINATIONS, type Destination, type ParcelFields } from "./postage";

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
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

export default function ParcelForm({ fields, onChange }: Props) {
  function set(key: "weight" | "length" | "width" | "height" | "declaredValue") {
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
        <div className="field">
          <label htmlFor="parcel-destination">Destination</label>
          <select
            id="parcel-destination"
            value={fields.destination}
            onChange={(e) => onChange({ ...fields, destination: e.target.value as Destination })}
          >
            {DESTINATIONS.map((destination) => (
              <option key={destination} value={destination}>
                {destination}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="parcel-contents">Contents</label>
          <input
            id="parcel-contents"
            className="wide"
            type="text"
            value={fields.contents}
            onChange={(e) => onChange({ ...fields, contents: e.target.value })}
          />
        </div>
      </div>
      <div className="extras">
        <div className="extra-group">
          <label className="check">
            <input
              type="checkbox"
              checked={fields.insured}
              onChange={(e) => onChange({ ...fields, insured: e.target.checked })}
            />
            Insurance
          </label>
          <NumberField
            id="parcel-declared-value"
            label="Declared value (€)"
            value={fields.declaredValue}
            onValue={set("declaredValue")}
          />
        </div>
        <div className="extra-group">
          <label className="check">
            <input
              type="checkbox"
              checked={fields.signature}
              onChange={(e) => onChange({ ...fields, signature: e.target.checked })}
            />
            Signature on delivery
          </label>
        </div>
      </div>
    </section>
  );
}
