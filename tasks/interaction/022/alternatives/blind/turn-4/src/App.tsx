import { useState } from "react";
import {
  EMPTY_FORM,
  checkForm,
  inRange,
  toMonthly,
  weeklyEnergy,
  weeklyNightEnergy,
  wholeInRange,
  type Appliance,
  type ApplianceForm,
} from "./calc";
import { hundredths, kwh, pounds, poundsFromPence } from "./format";
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
  const [dayRate, setDayRate] = useState("29.8");
  const [nightRate, setNightRate] = useState("13.2");
  const [twoStanding, setTwoStanding] = useState("65");
  const [exported, setExported] = useState("0");
  const [exportPay, setExportPay] = useState("15");

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

  // Appliances by shown weekly energy, highest first; ties keep the order they were added.
  const ordered = [...appliances].sort((a, b) => hundredths(weeklyEnergy(b)) - hundredths(weeklyEnergy(a)));

  const weekly = appliances.reduce((sum, a) => sum + weeklyEnergy(a), 0);
  const weeklyNight = appliances.reduce((sum, a) => sum + weeklyNightEnergy(a), 0);
  const monthly = toMonthly(weekly);
  const monthlyNight = toMonthly(weeklyNight);

  const unit = inRange(unitRate, 0, 100);
  const stand = inRange(standing, 0, 200);
  const flatMessages: string[] = [];
  if (unit === null) flatMessages.push("Unit rate must be from 0 to 100 p/kWh");
  if (stand === null) flatMessages.push("Standing charge must be from 0 to 200 p/day");

  const day = inRange(dayRate, 0, 100);
  const night = inRange(nightRate, 0, 100);
  const twoStand = inRange(twoStanding, 0, 200);
  const twoMessages: string[] = [];
  if (day === null) twoMessages.push("Day rate must be from 0 to 100 p/kWh");
  if (night === null) twoMessages.push("Night rate must be from 0 to 100 p/kWh");
  if (twoStand === null) twoMessages.push("Two-rate standing charge must be from 0 to 200 p/day");

  const exportedKwh = wholeInRange(exported, 0, 2000);
  const payment = inRange(exportPay, 0, 50);
  const solarMessages: string[] = [];
  if (exportedKwh === null) solarMessages.push("Exported must be a whole number from 0 to 2000 kWh");
  if (payment === null) solarMessages.push("Export payment must be from 0 to 50 p/kWh");
  const credit = exportedKwh !== null && payment !== null ? (exportedKwh * payment) / 100 : 0;

  const flatCost =
    unit !== null && stand !== null ? Math.max(0, (monthly * unit + 30 * stand) / 100 - credit) : null;
  const twoCost =
    day !== null && night !== null && twoStand !== null
      ? Math.max(0, (monthlyNight * night + (monthly - monthlyNight) * day + 30 * twoStand) / 100 - credit)
      : null;

  let verdict: string;
  if (flatCost === null || twoCost === null) {
    verdict = "Fix the tariff figures to compare";
  } else {
    const flatPence = hundredths(flatCost);
    const twoPence = hundredths(twoCost);
    if (flatPence === twoPence) {
      verdict = "Both tariffs cost the same";
    } else {
      const cheaper = twoPence < flatPence ? "Two-rate tariff" : "Flat tariff";
      const saving = Math.abs(flatPence - twoPence);
      verdict = `Cheaper: ${cheaper}, saving ${poundsFromPence(saving)} a month`;
    }
  }

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
          <Field id="appliance-night" label="Night hours per day" value={form.night} onChange={setField("night")} />
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
                <span>Night: {kwh(weeklyNightEnergy(a))}</span>
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

      <section className="card" aria-labelledby="two-heading">
        <h2 id="two-heading">Two-rate tariff</h2>
        <div className="form-grid">
          <Field id="two-day" label="Day rate (p/kWh)" value={dayRate} onChange={setDayRate} />
          <Field id="two-night" label="Night rate (p/kWh)" value={nightRate} onChange={setNightRate} />
          <Field
            id="two-standing"
            label="Two-rate standing charge (p/day)"
            value={twoStanding}
            onChange={setTwoStanding}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="solar-heading">
        <h2 id="solar-heading">Solar</h2>
        <div className="form-grid">
          <Field id="solar-exported" label="Exported (kWh a month)" value={exported} onChange={setExported} />
          <Field id="solar-payment" label="Export payment (p/kWh)" value={exportPay} onChange={setExportPay} />
        </div>
      </section>

      <section className="card totals" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <p>Weekly energy: {kwh(weekly)}</p>
        <p>Monthly energy: {kwh(monthly)}</p>
        <p>Monthly night energy: {kwh(monthlyNight)}</p>
        {solarMessages.length > 0 ? (
          solarMessages.map((m) => (
            <p key={m} className="warning">
              {m}
            </p>
          ))
        ) : (
          <p>Solar credit: {pounds(credit)} a month</p>
        )}
        {flatCost === null ? (
          flatMessages.map((m) => (
            <p key={m} className="warning">
              {m}
            </p>
          ))
        ) : (
          <p>Flat tariff: {pounds(flatCost)} a month</p>
        )}
        {twoCost === null ? (
          twoMessages.map((m) => (
            <p key={m} className="warning">
              {m}
            </p>
          ))
        ) : (
          <p>Two-rate tariff: {pounds(twoCost)} a month</p>
        )}
        <p className="verdict">{verdict}</p>
      </section>
    </main>
  );
}
