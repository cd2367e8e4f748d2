import { useState, type FormEvent } from "react";
import type { Plot } from "./types";

type Props = {
  plots: Plot[];
  onAdd: (number: string, size: number, tenant: string | null) => void;
};

function parseSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 10 || value > 500) return null;
  return value;
}

export default function NewPlotForm({ plots, onAdd }: Props) {
  const [plotNumber, setPlotNumber] = useState("");
  const [size, setSize] = useState("");
  const [tenant, setTenant] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = plotNumber.trim();
    if (number === "") {
      setMessage("Enter a plot number");
      return;
    }
    const existing = plots.find((p) => p.number.toLowerCase() === number.toLowerCase());
    if (existing) {
      setMessage(`Plot ${existing.number} already exists`);
      return;
    }
    const sizeValue = parseSize(size);
    if (sizeValue === null) {
      setMessage("Size must be a whole number from 10 to 500");
      return;
    }
    const tenantName = tenant.trim();
    onAdd(number, sizeValue, tenantName === "" ? null : tenantName);
    setPlotNumber("");
    setSize("");
    setTenant("");
    setMessage(null);
  }

  return (
    <section className="card" aria-labelledby="new-plot-heading">
      <h2 id="new-plot-heading">New plot</h2>
      <form className="form-row" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="plot-number">Plot number</label>
          <input id="plot-number" type="text" value={plotNumber} onChange={(e) => setPlotNumber(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="plot-size">Size in m²</label>
          <input id="plot-size" type="text" inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="plot-tenant">Tenant</label>
          <input id="plot-tenant" type="text" value={tenant} onChange={(e) => setTenant(e.target.value)} />
        </div>
        <button type="submit" className="primary">
          Add plot
        </button>
      </form>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
