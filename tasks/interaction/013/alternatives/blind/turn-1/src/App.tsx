import { useState } from "react";
import { type Q, mul, sum, toFixed2 } from "./rational";
import { readSettings, litresFor, litresShown, tinsOf2_5, wallSize } from "./paint";
import "./styles.css";

type Wall = { id: number; name: string; width: Q; height: Q };

function wallArea(wall: Wall): Q {
  return mul(wall.width, wall.height);
}

export default function App() {
  const [walls, setWalls] = useState<Wall[]>([]);
  const [nextId, setNextId] = useState(1);
  const [wallName, setWallName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [wallMessages, setWallMessages] = useState<string[]>([]);
  const [coats, setCoats] = useState("2");
  const [coverage, setCoverage] = useState("12");

  function addWall(event: React.FormEvent) {
    event.preventDefault();
    const name = wallName.trim();
    const w = wallSize(width);
    const h = wallSize(height);
    const messages: string[] = [];
    if (name === "") messages.push("Enter a wall name");
    if (!w || !h) messages.push("Width and height must be from 0.3 to 25 m");
    if (messages.length > 0 || !w || !h) {
      setWallMessages(messages);
      return;
    }
    setWalls((list) => [...list, { id: nextId, name, width: w, height: h }]);
    setNextId((n) => n + 1);
    setWallName("");
    setWidth("");
    setHeight("");
    setWallMessages([]);
  }

  const totalArea = sum(walls.map(wallArea));
  const settings = readSettings(coats, coverage);
  const litres = settings.ok ? litresFor(totalArea, settings.coats, settings.coverage) : null;

  return (
    <main className="page">
      <h1>Paint estimator</h1>
      <p className="intro">Okafor &amp; Reyes Decorating — emulsion quantities for a repaint, always rounded up.</p>

      <section className="card" aria-labelledby="walls-heading">
        <h2 id="walls-heading">Walls</h2>
        <form className="form-row" onSubmit={addWall} noValidate>
          <label className="field">
            Wall name
            <input type="text" value={wallName} onChange={(e) => setWallName(e.target.value)} />
          </label>
          <label className="field">
            Width (m)
            <input type="number" step="any" inputMode="decimal" value={width} onChange={(e) => setWidth(e.target.value)} />
          </label>
          <label className="field">
            Height (m)
            <input type="number" step="any" inputMode="decimal" value={height} onChange={(e) => setHeight(e.target.value)} />
          </label>
          <button type="submit">Add wall</button>
        </form>
        {wallMessages.length > 0 && (
          <ul className="messages" role="alert">
            {wallMessages.map((m) => (
              <li key={m} className="error">{m}</li>
            ))}
          </ul>
        )}
        {walls.length === 0 ? (
          <p className="empty">No walls added yet.</p>
        ) : (
          <ul className="entries" aria-label="Walls added">
            {walls.map((wall) => (
              <li key={wall.id} className="entry">
                <div className="entry-main">
                  <span className="entry-name">{wall.name}</span>
                  <span>Area: {toFixed2(wallArea(wall))} m²</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Estimate</h2>
        <div className="form-row">
          <label className="field">
            Coats
            <input type="number" step="1" value={coats} onChange={(e) => setCoats(e.target.value)} />
          </label>
          <label className="field">
            Coverage (m² per litre)
            <input type="number" step="any" value={coverage} onChange={(e) => setCoverage(e.target.value)} />
          </label>
        </div>
        <div className="figures" aria-live="polite">
          <p>Wall area: {toFixed2(totalArea)} m²</p>
          {litres ? (
            <>
              <p>Paint needed: {toFixed2(litresShown(litres))} L</p>
              <p>Tins: {tinsOf2_5(litres).toString()} × 2.5 L</p>
            </>
          ) : (
            !settings.ok &&
            settings.messages.map((m) => (
              <p key={m} className="error">{m}</p>
            ))
          )}
        </div>
      </section>
    </main>
  );
}
