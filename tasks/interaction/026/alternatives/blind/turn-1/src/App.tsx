import { useState } from "react";
import StaffForm, { FormValues } from "./StaffForm";
import StaffTable from "./StaffTable";
import { formatQuarters, parseQuarters } from "./hours";
import { formatMoney, parseAmount } from "./money";
import { splitPool } from "./split";
import { StaffMember } from "./types";
import "./styles.css";

const EMPTY_FORM: FormValues = { name: "", role: "Server", hours: "" };
const HOURS_MESSAGE = "Hours must be quarter hours from 0.25 to 16";

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export default function App() {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [nextId, setNextId] = useState(1);
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [formMessage, setFormMessage] = useState("");
  const [tipsText, setTipsText] = useState("");

  function handleAdd() {
    const name = form.name.trim();
    if (name === "") {
      setFormMessage("Enter a name");
      return;
    }
    const existing = staff.find((person) => sameName(person.name, name));
    if (existing) {
      setFormMessage(`${existing.name} is already in the pool`);
      return;
    }
    const quarters = parseQuarters(form.hours);
    if (quarters === null) {
      setFormMessage(HOURS_MESSAGE);
      return;
    }
    setStaff([...staff, { id: nextId, name, role: form.role, quarters }]);
    setNextId(nextId + 1);
    setForm(EMPTY_FORM);
    setFormMessage("");
  }

  const parsedTips = parseAmount(tipsText);
  const tipsInvalid = parsedTips === null;
  const pool = parsedTips ?? 0;
  const totalQuarters = staff.reduce((sum, person) => sum + person.quarters, 0);
  const shares = splitPool(
    pool,
    staff.map((person) => person.quarters),
  );

  return (
    <main className="page">
      <h1>Tip pool</h1>
      <p className="intro">Larkspur Bistro · end-of-shift split for front-of-house staff</p>

      <div className="top-row">
        <StaffForm values={form} message={formMessage} onChange={setForm} onSubmit={handleAdd} />

        <section className="card tips">
          <h2 id="tips-heading">Shift tips</h2>
          <label className="field">
            <span>Tips</span>
            <input
              type="text"
              inputMode="decimal"
              value={tipsText}
              placeholder="412.50"
              aria-invalid={tipsInvalid}
              aria-describedby={tipsInvalid ? "tips-error" : undefined}
              onChange={(e) => setTipsText(e.target.value)}
            />
          </label>
          {tipsInvalid && (
            <p className="error" id="tips-error" role="alert">
              Enter tips like 412.50
            </p>
          )}
        </section>
      </div>

      <section className="card split">
        <h2 id="split-heading">Split</h2>
        <StaffTable staff={staff} shares={shares} />
        <div className="summary">
          <p>{`Total hours: ${formatQuarters(totalQuarters)}`}</p>
          <p className="pool-line">{`Pool: ${formatMoney(pool)}`}</p>
        </div>
      </section>
    </main>
  );
}
