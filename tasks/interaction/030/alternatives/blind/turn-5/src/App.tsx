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
  insured: false,
  declaredValue: "100",
  signature: false,
  contents: "",
};

export default function App() {
  const [fields, setFields] = useState<ParcelFields>(START);
  const [orderNumber, setOrderNumber] = useState("");
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [nextId, setNextId] = useState(1);
  const [messages, setMessages] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);

  const quote = quoteParcel(fields);

  /** Adds the parcel, or (while editing) saves it over the edited row in its place. */
  function submitParcel() {
    const order = orderNumber.trim();
    const problems: string[] = [];
    if (order === "") {
      problems.push("Enter an order number");
    } else if (rows.some((row) => row.order === order && row.id !== editingId)) {
      problems.push(`Order ${order} is already in the batch`);
    }
    if (!quote.ok || quote.postageCents === null || quote.totalCents === null) {
      problems.push("Fix the parcel before adding it");
    }
    const contents = fields.contents.trim();
    if (fields.destination === "Rest of world" && contents === "") {
      problems.push("Enter the contents for customs");
    }
    if (problems.length > 0 || !quote.ok || quote.postageCents === null || quote.totalCents === null) {
      setMessages(problems);
      return;
    }
    const row: BatchRow = {
      id: editingId ?? nextId,
      order,
      destination: fields.destination,
      chargeable: quote.chargeable,
      postageCents: quote.postageCents,
      insured: fields.insured,
      signature: fields.signature,
      totalCents: quote.totalCents,
      contents,
      weight: Number(fields.weight.trim()),
      length: Number(fields.length.trim()),
      width: Number(fields.width.trim()),
      height: Number(fields.height.trim()),
      declaredValue: fields.declaredValue.trim(),
    };
    if (editingId !== null) {
      setRows((list) => list.map((existing) => (existing.id === editingId ? row : existing)));
      setEditingId(null);
    } else {
      setRows((list) => [...list, row]);
      setNextId((n) => n + 1);
    }
    setOrderNumber("");
    setMessages([]);
  }

  function endEdit() {
    setEditingId(null);
    setOrderNumber("");
    setMessages([]);
  }

  function startEdit(id: number) {
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    setEditingId(id);
    setOrderNumber(row.order);
    setFields((current) => ({
      weight: String(row.weight),
      length: String(row.length),
      width: String(row.width),
      height: String(row.height),
      destination: row.destination,
      insured: row.insured,
      declaredValue: row.insured ? row.declaredValue : current.declaredValue,
      signature: row.signature,
      contents: row.contents,
    }));
    setMessages([]);
  }

  function removeRow(id: number) {
    setRows((list) => list.filter((row) => row.id !== id));
    if (id === editingId) endEdit();
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
        onAdd={submitParcel}
        messages={messages}
        editing={editingId !== null}
        onCancelEdit={endEdit}
      />
      <BatchTable rows={rows} onRemove={removeRow} onEdit={startEdit} editingId={editingId} />
    </main>
  );
}
