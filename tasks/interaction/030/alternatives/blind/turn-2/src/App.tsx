import { useState } from "react";
import AddToBatch from "./AddToBatch";
import BatchTable from "./BatchTable";
import type { BatchRow } from "./batch";
import ParcelForm from "./ParcelForm";
import PostageSummary from "./PostageSummary";
import { quoteParcel, type ParcelFields } from "./postage";
import "./styles.css";

const START: ParcelFields = {
  weight: "800",
  length: "30",
  width: "20",
  height: "10",
  destination: "Domestic",
};

export default function App() {
  const [fields, setFields] = useState<ParcelFields>(START);
  const [orderNumber, setOrderNumber] = useState("");
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [nextId, setNextId] = useState(1);
  const [messages, setMessages] = useState<string[]>([]);

  const quote = quoteParcel(fields);

  function addToBatch() {
    const order = orderNumber.trim();
    const problems: string[] = [];
    if (order === "") {
      problems.push("Enter an order number");
    } else if (rows.some((row) => row.order === order)) {
      problems.push(`Order ${order} is already in the batch`);
    }
    if (!quote.ok || quote.postageCents === null) {
      problems.push("Fix the parcel before adding it");
    }
    if (problems.length > 0 || !quote.ok || quote.postageCents === null) {
      setMessages(problems);
      return;
    }
    const row: BatchRow = {
      id: nextId,
      order,
      destination: fields.destination,
      chargeable: quote.chargeable,
      postageCents: quote.postageCents,
    };
    setRows((list) => [...list, row]);
    setNextId((n) => n + 1);
    setOrderNumber("");
    setMessages([]);
  }

  function removeRow(id: number) {
    setRows((list) => list.filter((row) => row.id !== id));
  }

  return (
    <main className="page">
      <h1>Postage calculator</h1>
      <p className="intro">Novelo parcels: measure, weigh and see the postage straight away.</p>
      <ParcelForm fields={fields} onChange={setFields} />
      <PostageSummary quote={quote} />
      <AddToBatch
        orderNumber={orderNumber}
        onOrderNumber={setOrderNumber}
        onAdd={addToBatch}
        messages={messages}
      />
      <BatchTable rows={rows} onRemove={removeRow} />
    </main>
  );
}
