import { useState } from "react";
import "./styles.css";
import { ceilDiv, litresHundredths, litresText, m2, parseNumber, toCm } from "./paint";

type Wall = { id: number; name: string; widthCm: number; heightCm: number };

const SIZE_MESSAGE = "Width and height must be from 0.3 to 25 m";

function validSize(text: string): number | null {
  const v = parseNumber(text);
  if (v === null || v < 0.3 || v > 25) return null;
  return v;
}

export default function App() {
  const [walls, setWalls] = useState<Wall[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [coats, setCoats] = useState("2");
  const [coverage, setCoverage] = useState("12");

  function addWall(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const w = validSize(width);
    const h = validSize(height);
    if (!name.trim()) found.push("Enter a wall name");
    if (w === null || h === null) found.push(SIZE_MESSAGE);
    setErrors(found);
    if (found.length > 0 || w === null || h === null) return;
    setWalls([...walls, { id: nextId, name: name.trim(), widthCm: toCm(w), heightCm: toCm(h) }]);
    setNextId(nextId + 1);
    setName("");
    setWidth("");
    setHeight("");
  }

  const totalArea = walls.reduce((sum, w) => sum + w.widthCm * w.heightCm, 0);

  const coatsValue = parseNumber(coats);
  const coatsOk = coatsValue !== null && Number.isInteger(coatsValue) && coatsValue >= 1 && coatsValue <= 4;
  const coverageValue = parseNumber(coverage);
  const coverageOk = coverageValue !== null && coverageValue >= 5 && coverageValue <= 20;

  let figures: React.ReactNode;
  if (coatsOk && coverageOk) {
    const cov = toCm(coverageValue!);
    const need = litresHundredths(totalArea, coatsValue!, cov);
    const tins = ceilDiv(totalArea * coatsValue!, cov * 250);
    figures = (
      <>
        <p className="big">Paint needed: {litresText(need)} L</p>
        <p className="big">Tins: {tins} × 2.5 L</p>
      </>
    );
  } else {
    figures = (
      <ul className="errors">
        {!coatsOk && <li>Coats must be a whole number from 1 to 4</li>}
        {!coverageOk && <li>Coverage must be from 5 to 20 m² per litre</li>}
      </ul>
    );
  }

  return (
    <main>
      <h1>Paint estimator</h1>
      <section aria-labelledby="walls-heading">
        <h2 id="walls-heading">Walls</h2>
        <form onSubmit={addWall}>
          <label>
            Wall name
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Width (m)
            <input type="number" step="0.01" value={width} onChange={(e) => setWidth(e.target.value)} />
          </label>
          <label>
            Height (m)
            <input type="number" step="0.01" value={height} onChange={(e) => setHeight(e.target.value)} />
          </label>
          <button type="submit">Add wall</button>
        </form>
        {errors.length > 0 && (
          <ul className="errors" role="alert">
            {errors.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
        <ul>
          {walls.map((w) => (
            <li key={w.id}>
              <span className="name">{w.name}</span>
              <span>Area: {m2(w.widthCm * w.heightCm)} m²</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Estimate</h2>
        <div className="row">
          <label>
            Coats
            <input type="number" step="1" value={coats} onChange={(e) => setCoats(e.target.value)} />
          </label>
          <label>
            Coverage (m² per litre)
            <input type="number" step="0.1" value={coverage} onChange={(e) => setCoverage(e.target.value)} />
          </label>
        </div>
        <div className="figures" aria-live="polite">
          <p className="big">Wall area: {m2(totalArea)} m²</p>
          {figures}
        </div>
      </section>
    </main>
  );
}
