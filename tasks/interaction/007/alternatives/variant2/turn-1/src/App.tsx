import { useState } from "react";
import "./styles.css";

type Result = { ok: true; stockMl: number; diluentMl: number } | { ok: false; message: string };

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
  const [stock, setStock] = useState("");
  const [target, setTarget] = useState("");
  const [finalVolume, setFinalVolume] = useState("");
  const result = compute(stock, target, finalVolume);

  return (
    <main>
      <h1>Dilution calculator</h1>
      <p className="note">C1 × V1 = C2 × V2 — how much stock and diluent to pipette for one dilution.</p>
      <section aria-labelledby="inputs-heading">
        <h2 id="inputs-heading">Inputs</h2>
        <div className="row">
          <label>
            Stock concentration (mM)
            <input type="number" min={0} value={stock} onChange={(e) => setStock(e.target.value)} />
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
      </section>
    </main>
  );
}
