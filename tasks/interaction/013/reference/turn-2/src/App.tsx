import { useState } from "react";
import "./styles.css";
import { ceilDiv, litresHundredths, litresText, m2, parseNumber, toCm } from "./paint";

type Wall = { id: number; name: string; widthCm: number; heightCm: number };
type Opening = { id: number; name: string; wallId: number; widthCm: number; heightCm: number };

const SIZE_MESSAGE = "Width and height must be from 0.3 to 25 m";
const OPENING_SIZE_MESSAGE = "Opening width and height must be from 0.1 to 5 m";
const TOO_LARGE = "Openings cannot be larger than the wall";

function inRange(text: string, low: number, high: number): number | null {
  const v = parseNumber(text);
  if (v === null || v < low || v > high) return null;
  return v;
}

function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="errors" role="alert">
      {errors.map((m) => <li key={m}>{m}</li>)}
    </ul>
  );
}

export default function App() {
  const [walls, setWalls] = useState<Wall[]>([]);
  const [openings, setOpenings] = useState<Opening[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [openingName, setOpeningName] = useState("");
  const [openingWall, setOpeningWall] = useState<number | null>(null);
  const [openingWidth, setOpeningWidth] = useState("");
  const [openingHeight, setOpeningHeight] = useState("");
  const [openingErrors, setOpeningErrors] = useState<string[]>([]);
  const [coats, setCoats] = useState("2");
  const [coverage, setCoverage] = useState("12");

  const wallArea = (w: Wall) => w.widthCm * w.heightCm;
  const openingArea = (o: Opening) => o.widthCm * o.heightCm;
  const openingsOf = (wallId: number) => openings.filter((o) => o.wallId === wallId);
  const netArea = (w: Wall) => wallArea(w) - openingsOf(w.id).reduce((s, o) => s + openingArea(o), 0);

  const chosenWall = walls.find((w) => w.id === openingWall) ?? walls[0] ?? null;

  function addWall(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const w = inRange(width, 0.3, 25);
    const h = inRange(height, 0.3, 25);
    const trimmed = name.trim();
    if (!trimmed) found.push("Enter a wall name");
    else if (walls.some((x) => x.name.toLowerCase() === trimmed.toLowerCase())) found.push("That wall name is already used");
    if (w === null || h === null) found.push(SIZE_MESSAGE);
    setErrors(found);
    if (found.length > 0 || w === null || h === null) return;
    setWalls([...walls, { id: nextId, name: trimmed, widthCm: toCm(w), heightCm: toCm(h) }]);
    setNextId(nextId + 1);
    setName("");
    setWidth("");
    setHeight("");
  }

  function addOpening(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const w = inRange(openingWidth, 0.1, 5);
    const h = inRange(openingHeight, 0.1, 5);
    const trimmed = openingName.trim();
    if (!chosenWall) found.push("Add a wall first");
    if (!trimmed) found.push("Enter an opening name");
    if (w === null || h === null) found.push(OPENING_SIZE_MESSAGE);
    if (chosenWall && w !== null && h !== null) {
      const taken = openingsOf(chosenWall.id).reduce((s, o) => s + openingArea(o), 0);
      if (taken + toCm(w) * toCm(h) > wallArea(chosenWall)) found.push(TOO_LARGE);
    }
    setOpeningErrors(found);
    if (found.length > 0 || !chosenWall || w === null || h === null) return;
    setOpenings([...openings, { id: nextId, name: trimmed, wallId: chosenWall.id, widthCm: toCm(w), heightCm: toCm(h) }]);
    setNextId(nextId + 1);
    setOpeningName("");
    setOpeningWidth("");
    setOpeningHeight("");
  }

  function removeWall(id: number) {
    setWalls(walls.filter((w) => w.id !== id));
    setOpenings(openings.filter((o) => o.wallId !== id));
  }

  const totalArea = walls.reduce((sum, w) => sum + netArea(w), 0);

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
        <ErrorList errors={errors} />
        <ul>
          {walls.map((w) => (
            <li key={w.id}>
              <span className="name">{w.name}</span>
              <span>Area: {m2(wallArea(w))} m²</span>
              <span>Net area: {m2(netArea(w))} m²</span>
              <button type="button" className="secondary" onClick={() => removeWall(w.id)}>Remove</button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading">Openings</h2>
        <form onSubmit={addOpening}>
          <label>
            Opening name
            <input value={openingName} onChange={(e) => setOpeningName(e.target.value)} />
          </label>
          <label>
            On wall
            <select value={chosenWall ? String(chosenWall.id) : ""} onChange={(e) => setOpeningWall(Number(e.target.value))}>
              {walls.map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
            </select>
          </label>
          <label>
            Opening width (m)
            <input type="number" step="0.01" value={openingWidth} onChange={(e) => setOpeningWidth(e.target.value)} />
          </label>
          <label>
            Opening height (m)
            <input type="number" step="0.01" value={openingHeight} onChange={(e) => setOpeningHeight(e.target.value)} />
          </label>
          <button type="submit">Add opening</button>
        </form>
        <ErrorList errors={openingErrors} />
        <ul>
          {openings.map((o) => (
            <li key={o.id}>
              <span className="name">{o.name}</span>
              <span>on {walls.find((w) => w.id === o.wallId)?.name}</span>
              <span>Area: {m2(openingArea(o))} m²</span>
              <button type="button" className="secondary" onClick={() => setOpenings(openings.filter((x) => x.id !== o.id))}>Remove</button>
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
          <p className="big">Paintable area: {m2(totalArea)} m²</p>
          {figures}
        </div>
      </section>
    </main>
  );
}
