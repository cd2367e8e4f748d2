import { useState } from "react";
import StaffForm, { FormValues } from "./StaffForm";
import StaffTable from "./StaffTable";
import TipsFields from "./TipsFields";
import PointsPerHour from "./PointsPerHour";
import { formatQuarters, parseQuarters } from "./hours";
import { cardFee, formatMoney, parseAmount } from "./money";
import { exactPoints, formatPoints } from "./points";
import { payOut, splitPool } from "./split";
import { DEFAULT_RATES, PointRates, StaffMember } from "./types";
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
  const [editingId, setEditingId] = useState<number | null>(null);
  const [cashText, setCashText] = useState("");
  const [cardText, setCardText] = useState("");
  const [rates, setRates] = useState<PointRates>(DEFAULT_RATES);

  function endEdit() {
    setEditingId(null);
    setForm(EMPTY_FORM);
    setFormMessage("");
  }

  function handleSubmit() {
    const name = form.name.trim();
    if (name === "") {
      setFormMessage("Enter a name");
      return;
    }
    const existing = staff.find((person) => person.id !== editingId && sameName(person.name, name));
    if (existing) {
      setFormMessage(`${existing.name} is already in the pool`);
      return;
    }
    const quarters = parseQuarters(form.hours);
    if (quarters === null) {
      setFormMessage(HOURS_MESSAGE);
      return;
    }
    if (editingId !== null) {
      setStaff(
        staff.map((person) => (person.id === editingId ? { ...person, name, role: form.role, quarters } : person)),
      );
    } else {
      setStaff([...staff, { id: nextId, name, role: form.role, quarters }]);
      setNextId(nextId + 1);
    }
    endEdit();
  }

  function handleEdit(id: number) {
    const person = staff.find((p) => p.id === id);
    if (!person) return;
    setEditingId(id);
    setForm({ name: person.name, role: person.role, hours: formatQuarters(person.quarters) });
    setFormMessage("");
  }

  function handleMoveUp(index: number) {
    if (index <= 0 || index >= staff.length) return;
    const next = [...staff];
    [next[index - 1], next[index]] = [next[index], next[index - 1]];
    setStaff(next);
  }

  function handleRemove(id: number) {
    setStaff(staff.filter((person) => person.id !== id));
    if (id === editingId) endEdit();
  }

  const parsedCash = parseAmount(cashText);
  const parsedCard = parseAmount(cardText);
  const cash = parsedCash ?? 0;
  const card = parsedCard ?? 0;
  const fee = cardFee(card);
  const pool = cash + card - fee;
  const totalQuarters = staff.reduce((sum, person) => sum + person.quarters, 0);
  const points = staff.map((person) => exactPoints(person, rates));
  const totalPoints = points.reduce((sum, p) => sum + p, 0);
  const nobodyHasPoints = staff.length > 0 && totalPoints === 0;
  const shares = splitPool(pool, points);
  const payout = payOut(shares, cash);

  return (
    <main className="page">
      <h1>Tip pool</h1>
      <p className="intro">Larkspur Bistro · end-of-shift split for front-of-house staff</p>

      <div className="top-row">
        <StaffForm
          values={form}
          message={formMessage}
          editing={editingId !== null}
          onChange={setForm}
          onSubmit={handleSubmit}
          onCancel={endEdit}
        />
        <TipsFields
          cashText={cashText}
          cardText={cardText}
          cashInvalid={parsedCash === null}
          cardInvalid={parsedCard === null}
          onCashChange={setCashText}
          onCardChange={setCardText}
        />
        <PointsPerHour onApply={setRates} />
      </div>

      <section className="card split">
        <h2 id="split-heading">Split</h2>
        {nobodyHasPoints && (
          <p className="notice" role="status">
            Nobody has points, so nothing is shared
          </p>
        )}
        <StaffTable
          staff={staff}
          points={points}
          shares={shares}
          cash={payout.cash}
          card={payout.card}
          editingId={editingId}
          onEdit={handleEdit}
          onRemove={handleRemove}
          onMoveUp={handleMoveUp}
        />
        <div className="summary">
          <p>{`Total hours: ${formatQuarters(totalQuarters)}`}</p>
          <p>{`Total points: ${formatPoints(totalPoints)}`}</p>
          <p>{`Cash tips: ${formatMoney(cash)}`}</p>
          <p>{`Card tips: ${formatMoney(card)}`}</p>
          <p>{`Card fee (2.5%): ${formatMoney(fee)}`}</p>
          <p className="pool-line">{`Pool: ${formatMoney(pool)}`}</p>
          <p>{`Cash left in drawer: ${formatMoney(payout.drawerLeft)}`}</p>
        </div>
      </section>
    </main>
  );
}
