import { useState } from "react";
import History, { type Order, type ShowFilter } from "./History";
import LatestReading from "./LatestReading";
import ReadingForm from "./ReadingForm";
import Trends from "./Trends";
import { latestOf } from "./bands";
import { EMPTY_FIELDS, PARAMS, checkFields, formatScaled, type Fields, type Reading } from "./water";
import "./styles.css";

export default function App() {
  const [readings, setReadings] = useState<Reading[]>([]);
  const [nextId, setNextId] = useState(1);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [messages, setMessages] = useState<string[]>([]);
  const [order, setOrder] = useState<Order>("newest");
  const [show, setShow] = useState<ShowFilter>("all");
  const [editingId, setEditingId] = useState<number | null>(null);

  function changeField(key: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  function endEdit() {
    setEditingId(null);
    setFields(EMPTY_FIELDS);
    setMessages([]);
  }

  function submitReading() {
    const result = checkFields(fields, (date) => readings.some((r) => r.date === date && r.id !== editingId));
    if (!result.values) {
      setMessages(result.messages);
      return;
    }
    const values = result.values;
    if (editingId !== null) {
      setReadings((list) => list.map((r) => (r.id === editingId ? { id: r.id, ...values } : r)));
    } else {
      setReadings((list) => [...list, { id: nextId, ...values }]);
      setNextId((n) => n + 1);
    }
    endEdit();
  }

  function startEdit(reading: Reading) {
    const next: Fields = { ...EMPTY_FIELDS, date: reading.date };
    for (const param of PARAMS) next[param.key] = formatScaled(reading[param.key], param.decimals);
    setFields(next);
    setMessages([]);
    setEditingId(reading.id);
  }

  function removeReading(id: number) {
    setReadings((list) => list.filter((r) => r.id !== id));
    if (id === editingId) endEdit();
  }

  return (
    <main className="page">
      <h1>Water test log</h1>
      <p className="intro">Log each drop-kit and thermometer test of the 180-litre tank.</p>
      <ReadingForm
        fields={fields}
        messages={messages}
        onChange={changeField}
        onSubmit={submitReading}
        editing={editingId !== null}
        onCancelEdit={endEdit}
      />
      <History
        readings={readings}
        order={order}
        show={show}
        onOrderChange={setOrder}
        onShowChange={setShow}
        onRemove={removeReading}
        onEdit={startEdit}
        editingId={editingId}
      />
      <LatestReading reading={latestOf(readings)} />
      <Trends readings={readings} />
    </main>
  );
}
