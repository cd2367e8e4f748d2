import { useState } from "react";
import History, { type Order, type ShowFilter } from "./History";
import LatestReading from "./LatestReading";
import ReadingForm from "./ReadingForm";
import Trends from "./Trends";
import { latestOf } from "./bands";
import { EMPTY_FIELDS, checkFields, type Fields, type Reading } from "./water";
import "./styles.css";

export default function App() {
  const [readings, setReadings] = useState<Reading[]>([]);
  const [nextId, setNextId] = useState(1);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [messages, setMessages] = useState<string[]>([]);
  const [order, setOrder] = useState<Order>("newest");
  const [show, setShow] = useState<ShowFilter>("all");

  function changeField(key: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  function addReading() {
    const result = checkFields(fields, (date) => readings.some((r) => r.date === date));
    if (!result.values) {
      setMessages(result.messages);
      return;
    }
    const values = result.values;
    setReadings((list) => [...list, { id: nextId, ...values }]);
    setNextId((n) => n + 1);
    setFields(EMPTY_FIELDS);
    setMessages([]);
  }

  function removeReading(id: number) {
    setReadings((list) => list.filter((r) => r.id !== id));
  }

  return (
    <main className="page">
      <h1>Water test log</h1>
      <p className="intro">Log each drop-kit and thermometer test of the 180-litre tank.</p>
      <ReadingForm fields={fields} messages={messages} onChange={changeField} onSubmit={addReading} />
      <History
        readings={readings}
        order={order}
        show={show}
        onOrderChange={setOrder}
        onShowChange={setShow}
        onRemove={removeReading}
      />
      <LatestReading reading={latestOf(readings)} />
      <Trends readings={readings} />
    </main>
  );
}
