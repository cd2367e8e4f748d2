import { useState } from "react";
import "./styles.css";
import { euros, grams, quote } from "./postage";

function NumberField(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label>
      {props.label}
      <input type="number" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

export default function App() {
  const [weight, setWeight] = useState("800");
  const [length, setLength] = useState("30");
  const [width, setWidth] = useState("20");
  const [height, setHeight] = useState("10");

  const q = quote({ weight, length, width, height });

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
                </>
              ) : (
                <p className="error">{q.refusal}</p>
              )}
            </>
          )}
        </div>
      </section>
    </main>
  );
}
