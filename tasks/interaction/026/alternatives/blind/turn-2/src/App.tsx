import { useState } from "react";
import StaffForm, { FormValues } from "./StaffForm";
import StaffTable from "./StaffTable";
import TipsFields from "./TipsFields";
import { formatQuarters, parseQuarters } from "./hours";
import { cardFee, formatMoney, parseAmount } from "./money";
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
  const [cashText, setCashText] = useState("");
  const [cardText, setCardText] = useState("");

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

  function handleRemove(id: number) {
    setStaff(staff.filter((person) => person.id !== id));
  }

  const parsedCash = parseAmount(cashText);
  const parsedCard = parseAmount(cardText);
  const cash = parsedCash ?? 0;
  const card = parsedCard ?? 0;
  const fee = cardFee(card);
  const pool = cash + card - fee;
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
        <TipsFields
          cashText={cashText}
          cardText={cardText}
          cashInvalid={parsedCash === null}
          cardInvalid={parsedCard === null}
          onCashChange={setCashText}
          onCardChange={setCardText}
        />
      </div>

      <section className="card split">
        <h2 id="split-heading">Split</h2>
        <StaffTable staff={staff} shares={shares} onRemove={handleRemove} />
        <div className="summary">
          <p>{`Total hours: ${formatQuarters(totalQuarters)}`}</p>
          <p>{`Cash tips: ${formatMoney(cash)}`}</p>
          <p>{`Card tips: ${formatMoney(card)}`}</p>
          <p>{`Card fee (2.5%): ${formatMoney(fee)}`}</p>
          <p className="pool-line">{`Pool: ${formatMoney(pool)}`}</p>
        </div>
      </section>
    </main>
  );
}
