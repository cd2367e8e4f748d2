import { useState } from "react";
import ParcelForm from "./ParcelForm";
import PostageSummary from "./PostageSummary";
import { quoteParcel, type ParcelFields } from "./postage";
import "./styles.css";

const START: ParcelFields = { weight: "800", length: "30", width: "20", height: "10" };

export default function App() {
  const [fields, setFields] = useState<ParcelFields>(START);
  const quote = quoteParcel(fields);

  return (
    <main className="page">
      <h1>Postage calculator</h1>
      <p className="intro">Novelo parcels: measure, weigh and see the postage straight away.</p>
      <ParcelForm fields={fields} onChange={setFields} />
      <PostageSummary quote={quote} />
    </main>
  );
}
