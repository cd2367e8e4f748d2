import { useState } from "react";
import {
  EMPTY_FORM,
  checkForm,
  inRange,
  toMonthly,
  weeklyEnergy,
  type Appliance,
  type ApplianceForm,
} from "./calc";
import { kwh, pounds } from "./format";
import "./styles.css";

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "number";
};

function Field({ id, label, value, onChange, type = "number" }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        step={type === "number" ? "any" : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export default function App() {
  const [form, setForm] = useState<ApplianceForm>(EMPTY_FORM);
  const [messages, setMessages] = useState<string[]>([]);
  const [appliances, setAppliances] = useState<Appliance[]>([]);
  const [nextId, setNextId] = useState(1);

  const [unitRate, setUnitRate] = useState("24.5");
  const [standing, setStanding] = useState("60");

  const setField = (key: keyof ApplianceForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit() {
    const checked = checkForm(form);
    if (!checked.ok) {
      setMessages(checked.messages);
      return;
    }
    setAppliances((list) => [...list, { ...checked.value, id: nextId }]);
    setNextId((n) => n + 1);
    setForm(EMPTY_FORM);
    setMessages([]);
  }

  function remove(id: number) {
    setAppliances((list) => list.filter((a) => a.id !== id));
  }

  const ordered = appliances;

  const weekly = appliances.reduce((sum, a) => sum + weeklyEnergy(a), 0);
  const monthly = toMonthly(weekly);

  const unit = inRange(unitRate, 0, 100);
  const stand = inRange(standing, 0, 200);
  const flatMessages: string[] = [];
  if (unit === null) flatMessages.push("Unit rate must be from 0 to 100 p/kWh");
  if (stand === null) flatMessages.push("Standing charge must be from 0 to 200 p/day");

  const flatCost =
    unit !== null && stand !== null ? (monthly * unit + 30 * stand) / 100 : null;

  return (
    <main className="page">
      <h1>Tariff comparer</h1>

      <section className="card" aria-labelledby="add-heading">
        <h2 id="add-heading">Add appliance</h2>
        <form
          className="form-grid"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field id="appliance-name" label="Appliance" type="text" value={form.name} onChange={setField("name")} />
          <Field id="appliance-watts" label="Watts" value={form.watts} onChange={setField("watts")} />
          <Field id="appliance-hours" label="Hours per day" value={form.hours} onChange={setField("hours")} />
          <Field id="appliance-days" label="Days per week" value={form.days} onChange={setField("days")} />
          <div className="form-actions">
            <button type="submit">Add appliance</button>
          </div>
        </form>
        {messages.length > 0 && (
          <div className="messages" role="alert">
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="appliances-heading">
        <h2 id="appliances-heading">Appliances</h2>
        {ordered.length === 0 ? (
          <p className="muted">No appliances yet</p>
        ) : (
          <ul className="appliances">
            {ordered.map((a) => (
              <li key={a.id}>
                <span className="appliance-name">{a.name}</span>
                <span>Weekly: {kwh(weeklyEnergy(a))}</span>
                <span className="row-actions">
                  <button type="button" className="secondary" onClick={() => remove(a.id)}>
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="flat-heading">
        <h2 id="flat-heading">Flat tariff</h2>
        <div className="form-grid">
          <Field id="flat-unit" label="Unit rate (p/kWh)" value={unitRate} onChange={setUnitRate} />
          <Field id="flat-standing" label="Standing charge (p/day)" value={standing} onChange={setStanding} />
        </div>
      </section>

      <section className="card totals" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <p>Weekly energy: {kwh(weekly)}</p>
        <p>Monthly energy: {kwh(monthly)}</p>
        {flatCost === null ? (
          flatMessages.map((m) => (
            <p key={m} className="warning">
              {m}
            </p>
          ))
        ) : (
          <p>Monthly cost: {pounds(flatCost)}</p>
        )}
      </section>
    </main>
  );
}
