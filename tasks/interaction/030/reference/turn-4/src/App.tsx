import { useState } from "react";
import "./styles.css";
import { DESTINATIONS, Destination, euros, grams, quote } from "./postage";

type Row = {
  id: number;
  order: string;
  destination: Destination;
  chargeable: number;
  postageCents: number;
  extras: string;
  totalCents: number;
  contents: string;
};

function parcelCount(n: number): string {
  return n === 1 ? "1 parcel" : `${n} parcels`;
}

function NumberField(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label>
      {props.label}
      <input type="number" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

let nextId = 1;

export default function App() {
  const [weight, setWeight] = useState("800");
  const [length, setLength] = useState("30");
  const [width, setWidth] = useState("20");
  const [height, setHeight] = useState("10");
  const [destination, setDestination] = useState<Destination>("Domestic");
  const [insurance, setInsurance] = useState(false);
  const [declared, setDeclared] = useState("100");
  const [signature, setSignature] = useState(false);
  const [contents, setContents] = useState("");
  const [orderNumber, setOrderNumber] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [messages, setMessages] = useState<string[]>([]);

  const q = quote({ weight, length, width, height, destination, insurance, declared, signature });

  function addToBatch() {
    const order = orderNumber.trim();
    const found: string[] = [];
    if (order === "") found.push("Enter an order number");
    else if (rows.some((r) => r.order === order)) found.push(`Order ${order} is already in the batch`);
    if (!q.ok || q.postageCents === null) found.push("Fix the parcel before adding it");
    if (destination === "Rest of world" && contents.trim() === "") found.push("Enter the contents for customs");
    setMessages(found);
    if (found.length > 0 || !q.ok || q.postageCents === null || q.totalCents === null) return;
    const extras = [insurance ? "Insurance" : "", signature ? "Signature" : ""].filter(Boolean).join(", ") || "None";
    setRows([
      ...rows,
      {
        id: nextId++,
        order,
        destination,
        chargeable: q.chargeable,
        postageCents: q.postageCents,
        extras,
        totalCents: q.totalCents,
        contents: destination === "Rest of world" ? contents.trim() : "",
      },
    ]);
    setOrderNumber("");
  }

  const collectionCents = rows.length >= 1 && rows.length <= 4 ? 600 : 0;
  const batchCents = rows.reduce((sum, r) => sum + r.totalCents, 0) + collectionCents;

  return (
    <main>
      <h1>Postage calculator</h1>
      <section aria-labelledby="parcel-h">
        <h2 id="parcel-h">Parcel</h2>
        <div className="fields">
          <NumberField label="Weight (g)" value={weight} onChange={setWeight} />
          <NumberField label="Length (cm)" value={length} onChange={setLength} />
          <NumberField label="Width (cm)" value={width} onChange={setWidth} />
          <NumberField label="Height (cm)" value={height} onChange={setHeight} />
          <label>
            Destination
            <select value={destination} onChange={(e) => setDestination(e.target.value as Destination)}>
              {DESTINATIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="fields">
          <label className="tick">
            <input type="checkbox" checked={insurance} onChange={(e) => setInsurance(e.target.checked)} />
            Insurance
          </label>
          {insurance && <NumberField label="Declared value (€)" value={declared} onChange={setDeclared} />}
          <label className="tick">
            <input type="checkbox" checked={signature} onChange={(e) => setSignature(e.target.checked)} />
            Signature on delivery
          </label>
          <label>
            Contents
            <input type="text" value={contents} onChange={(e) => setContents(e.target.value)} />
          </label>
        </div>
      </section>
      <section aria-labelledby="postage-h">
        <h2 id="postage-h">Postage</h2>
        <div className="lines">
          {!q.ok ? (
            q.messages.map((m) => (
              <p key={m} className="error">
                {m}
              </p>
            ))
          ) : (
            <>
              <p>Volumetric weight: {grams(q.volumetric)}</p>
              <p>Chargeable weight: {grams(q.chargeable)}</p>
              {q.band && q.postageCents !== null ? (
                <>
                  <p>Band: {q.band.name}</p>
                  <p>Postage: {euros(q.postageCents)}</p>
                  {q.insuranceCents !== null && <p>Insurance: {euros(q.insuranceCents)}</p>}
                  {q.signatureCents !== null && <p>Signature: {euros(q.signatureCents)}</p>}
                  {q.totalCents !== null && <p>Parcel total: {euros(q.totalCents)}</p>}
                </>
              ) : (
                <p className="error">{q.refusal}</p>
              )}
            </>
          )}
        </div>
      </section>
      <div className="actions">
        <label>
          Order number
          <input type="text" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} />
        </label>
        <button type="button" onClick={addToBatch}>
          Add to batch
        </button>
      </div>
      {messages.map((m) => (
        <p key={m} className="error" role="alert">
          {m}
        </p>
      ))}
      <section aria-labelledby="batch-h">
        <h2 id="batch-h">Dispatch batch</h2>
        {rows.length === 0 ? (
          <p>No parcels in the batch yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Order</th>
                <th>Destination</th>
                <th>Chargeable weight</th>
                <th>Extras</th>
                <th>Postage</th>
                <th>Total</th>
                <th>Contents</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.order}</td>
                  <td>{r.destination}</td>
                  <td>{grams(r.chargeable)}</td>
                  <td>{r.extras}</td>
                  <td>{euros(r.postageCents)}</td>
                  <td>{euros(r.totalCents)}</td>
                  <td>{r.destination === "Rest of world" ? r.contents : "—"}</td>
                  <td>
                    <button type="button" onClick={() => setRows(rows.filter((x) => x.id !== r.id))}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="lines">
          {DESTINATIONS.map((d) => (
            <p key={d}>
              {d}: {parcelCount(rows.filter((r) => r.destination === d).length)}
            </p>
          ))}
          <p>Parcels: {rows.length}</p>
          <p>Collection: {euros(collectionCents)}</p>
          <p>Batch total: {euros(batchCents)}</p>
        </div>
      </section>
    </main>
  );
}
