import { useReducer, useState } from "react";
import Calculator from "./Calculator";
import PrepList from "./PrepList";
import Tabs from "./Tabs";
import { positive, solve, type Inputs } from "./dilution";
import { initialPrep, prepReducer } from "./prep";
import { BENCH_STOCKS, reagentName, type StockChoice } from "./stocks";
import "./app.css";

const EMPTY: Inputs = { stock: "", target: "", final: "" };

type View = "calculator" | "prep";

export default function App() {
  const [inputs, setInputs] = useState<Inputs>(EMPTY);
  const [prep, dispatch] = useReducer(prepReducer, initialPrep);
  const [view, setView] = useState<View>("calculator");
  const [stockChoice, setStockChoice] = useState<StockChoice>("custom");
  const outcome = solve(inputs);

  function addToPrep() {
    if (outcome.kind !== "ok") return;
    dispatch({
      type: "add",
      entry: {
        reagent: reagentName(stockChoice),
        stock: positive(inputs.stock)!,
        target: positive(inputs.target)!,
        final: positive(inputs.final)!,
        stockMl: outcome.stockMl,
      },
    });
  }

  function editField(field: keyof Inputs, value: string) {
    setInputs((prev) => ({ ...prev, [field]: value }));
    if (field === "stock") setStockChoice("custom");
  }

  function chooseStock(choice: StockChoice) {
    setStockChoice(choice);
    const bench = BENCH_STOCKS.find((stock) => stock.id === choice);
    if (bench) setInputs((prev) => ({ ...prev, stock: String(bench.mM) }));
  }

  const tabs = [
    { id: "calculator", label: "Calculator" },
    { id: "prep", label: `Prep list (${prep.entries.length})` },
  ];

  return (
    <main className="bench">
      <header>
        <h1>Dilution calculator</h1>
        <p className="lede">C1 × V1 = C2 × V2 — concentrations in mM, volumes in mL.</p>
      </header>
      <Tabs tabs={tabs} active={view} onSelect={(id) => setView(id as View)}>
        {view === "calculator" ? (
          <>
            <Calculator
              inputs={inputs}
              outcome={outcome}
              onChange={editField}
              stockChoice={stockChoice}
              onStockChoice={chooseStock}
            />
            <div className="add-row">
              <button type="button" onClick={addToPrep} disabled={outcome.kind !== "ok"}>
                Add to prep list
              </button>
            </div>
          </>
        ) : (
          <PrepList entries={prep.entries} onRemove={(id) => dispatch({ type: "remove", id })} />
        )}
      </Tabs>
    </main>
  );
}
