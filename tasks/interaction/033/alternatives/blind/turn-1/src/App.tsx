import { useState } from "react";
import ReadingForm from "./ReadingForm";
import { EMPTY_FIELDS, PARAMS, checkFields, formatValue, type Fields, type Reading } from "./water";
import "./styles.css";

export default function App() {
  const [readings, setReadings] = useState<Reading[]>([]);
  const [nextId, setNextId] = useState(1);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [messages, setMessages] = useState<string[]>([]);

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

  return (
    <main className="page">
      <h1>Water test log</h1>
      <p className="intro">Log each drop-kit and thermometer test of the 180-litre tank.</p>
      <ReadingForm fields={fields} messages={messages} onChange={changeField} onSubmit={addReading} />
      <section className="card" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {readings.length === 0 ? (
          <p className="muted">No readings logged yet</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  {PARAMS.map((param) => (
                    <th scope="col" key={param.key}>
                      {param.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {readings.map((reading) => (
                  <tr key={reading.id}>
                    <td>{reading.date}</td>
                    {PARAMS.map((param) => (
                      <td key={param.key} className="num">
                        {formatValue(param, reading[param.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="count">Readings: {readings.length}</p>
      </section>
    </main>
  );
}
