import { useState } from "react";
import "./styles.css";

type Result = { ok: true; stockMl: number; diluentMl: number } | { ok: false; message: string };
type Row = { id: number; reagent: string; stock: number; target: number; finalMl: number; stockMl: number };
type Tab = "calculator" | "prep";

const LIBRARY = [
  { id: "nacl", label: "NaCl 5 M", reagent: "NaCl", mM: 5000 },
  { id: "tris", label: "Tris-HCl 1 M", reagent: "Tris-HCl", mM: 1000 },
  { id: "edta", label: "EDTA 0.5 M", reagent: "EDTA", mM: 500 },
];

function compute(stockText: string, targetText: string, finalText: string): Result {
  const stock = Number(stockText);
  const target = Number(targetText);
  const finalMl = Number(finalText);
  const filled = [stockText, targetText, finalText].every((t) => t.trim() !== "");
  if (!filled || !(stock > 0) || !(target > 0) || !(finalMl > 0)) return { ok: false, message: "Enter all three values" };
  if (target >= stock) return { ok: false, message: "Target must be lower than stock" };
  const stockMl = (target * finalMl) / stock;
  return { ok: true, stockMl, diluentMl: finalMl - stockMl };
}

export default function App() {
  const [tab, setTab] = useState<Tab>("calculator");
  const [stockChoice, setStockChoice] = useState("custom");
  const [stock, setStock] = useState("");
  const [target, setTarget] = useState("");
  const [finalVolume, setFinalVolume] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [nextId, setNextId] = useState(1);
  const result = compute(stock, target, finalVolume);
  const totalStock = rows.reduce((sum, r) => sum + r.stockMl, 0);

  const reagent = LIBRARY.find((s) => s.id === stockChoice)?.reagent ?? "Custom";

  function chooseStock(id: string) {
    setStockChoice(id);
    const entry = LIBRARY.find((s) => s.id === id);
    if (entry) setStock(String(entry.mM));
  }

  function typeStock(value: string) {
    setStock(value);
    setStockChoice("custom");
  }

  function addToList() {
    if (!result.ok) return;
    setRows([...rows, { id: nextId, reagent, stock: Number(stock), target: Number(target), finalMl: Number(finalVolume), stockMl: result.stockMl }]);
    setNextId(nextId + 1);
  }

  return (
    <main>
      <h1>Dilution calculator</h1>
      <div role="tablist" aria-label="Views">
        <button type="button" role="tab" id="tab-calculator" aria-selected={tab === "calculator"} aria-controls="panel-calculator" onClick={() => setTab("calculator")}>
          Calculator
        </button>
        <button type="button" role="tab" id="tab-prep" aria-selected={tab === "prep"} aria-controls="panel-prep" onClick={() => setTab("prep")}>
          Prep list ({rows.length})
        </button>
      </div>
      <div role="tabpanel" id="panel-calculator" aria-labelledby="tab-calculator" hidden={tab !== "calculator"}>
        <p className="note">C1 × V1 = C2 × V2 — how much stock and diluent to pipette for one dilution.</p>
        <section aria-labelledby="inputs-heading">
          <h2 id="inputs-heading">Inputs</h2>
          <div className="row">
            <label>
              Stock solution
              <select value={stockChoice} onChange={(e) => chooseStock(e.target.value)}>
                <option value="custom">Custom</option>
                {LIBRARY.map((s) => (
                  <option key={s.id} value={s.id}>{s.label}</option>
                ))}
              </select>
            </label>
            <label>
              Stock concentration (mM)
              <input type="number" min={0} value={stock} onChange={(e) => typeStock(e.target.value)} />
            </label>
            <label>
              Target concentration (mM)
              <input type="number" min={0} value={target} onChange={(e) => setTarget(e.target.value)} />
            </label>
            <label>
              Final volume (mL)
              <input type="number" min={0} value={finalVolume} onChange={(e) => setFinalVolume(e.target.value)} />
            </label>
          </div>
        </section>
        <section aria-labelledby="result-heading">
          <h2 id="result-heading">Result</h2>
          {result.ok ? (
            <>
              <p className="big">Stock to add: {result.stockMl.toFixed(2)} mL</p>
              <p className="big">Diluent to add: {result.diluentMl.toFixed(2)} mL</p>
            </>
          ) : (
            <p className={result.message.startsWith("Target") ? "error" : "note"}>{result.message}</p>
          )}
          <button type="button" disabled={!result.ok} onClick={addToList}>
            Add to prep list
          </button>
        </section>
      </div>
      <div role="tabpanel" id="panel-prep" aria-labelledby="tab-prep" hidden={tab !== "prep"}>
        <section aria-labelledby="prep-heading">
          <h2 id="prep-heading">Prep list</h2>
          {rows.length === 0 ? (
            <p className="note">No dilutions yet</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Reagent</th>
                  <th scope="col">Stock (mM)</th>
                  <th scope="col">Target (mM)</th>
                  <th scope="col">Final (mL)</th>
                  <th scope="col">Stock to add (mL)</th>
                  <th scope="col" aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.reagent}</td>
                    <td>{r.stock}</td>
                    <td>{r.target}</td>
                    <td>{r.finalMl}</td>
                    <td>{r.stockMl.toFixed(2)}</td>
                    <td>
                      <button type="button" className="secondary" onClick={() => setRows(rows.filter((x) => x.id !== r.id))}>
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="big">Total stock needed: {totalStock.toFixed(2)} mL</p>
        </section>
      </div>
    </main>
  );
}
