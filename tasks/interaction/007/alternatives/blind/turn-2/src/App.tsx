import { useReducer, useState } from "react";
import Calculator from "./Calculator";
import PrepList from "./PrepList";
import { positive, solve, type Inputs } from "./dilution";
import { initialPrep, prepReducer } from "./prep";
import "./app.css";

const EMPTY: Inputs = { stock: "", target: "", final: "" };

export default function App() {
  const [inputs, setInputs] = useState<Inputs>(EMPTY);
  const [prep, dispatch] = useReducer(prepReducer, initialPrep);
  const outcome = solve(inputs);

  function addToPrep() {
    if (outcome.kind !== "ok") return;
    dispatch({
      type: "add",
      entry: {
        stock: positive(inputs.stock)!,
        target: positive(inputs.target)!,
        final: positive(inputs.final)!,
        stockMl: outcome.stockMl,
      },
    });
  }

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
      <div className="add-row">
        <button type="button" onClick={addToPrep} disabled={outcome.kind !== "ok"}>
          Add to prep list
        </button>
      </div>
      <PrepList entries={prep.entries} onRemove={(id) => dispatch({ type: "remove", id })} />
    </main>
  );
}
