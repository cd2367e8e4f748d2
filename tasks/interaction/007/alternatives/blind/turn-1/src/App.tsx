import { useState } from "react";
import Calculator from "./Calculator";
import { solve, type Inputs } from "./dilution";
import "./app.css";

const EMPTY: Inputs = { stock: "", target: "", final: "" };

export default function App() {
  const [inputs, setInputs] = useState<Inputs>(EMPTY);
  const outcome = solve(inputs);

  return (
    <main className="bench">
      <header>
        <h1>Dilution calculator</h1>
        <p className="lede">C1 × V1 = C2 × V2 — concentrations in mM, volumes in mL.</p>
      </header>
      <Calculator
        inputs={inputs}
        outcome={outcome}
        onChange={(field, value) => setInputs((prev) => ({ ...prev, [field]: value }))}
      />
    </main>
  );
}
