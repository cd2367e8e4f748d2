import { useState } from "react";
import type { FormEvent } from "react";
import { parseScaled } from "./lib";

type Props = {
  existingNames: string[];
  onAdd: (name: string, volume: number, og: number) => void;
};

export default function NewBatchForm({ existingNames, onAdd }: Props) {
  const [name, setName] = useState("");
  const [volume, setVolume] = useState("");
  const [og, setOg] = useState("");
  const [errors, setErrors] = useState<string[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const messages: string[] = [];
    const trimmedName = name.trim();
    if (trimmedName.length < 3 || trimmedName.length > 30) {
      messages.push("Name must be 3 to 30 characters");
    }
    const volumeTenths = parseScaled(volume, 1);
    if (volumeTenths === null || volumeTenths < 10 || volumeTenths > 600) {
      messages.push("Volume must be from 1 to 60 L with at most one decimal");
    }
    const ogThousandths = parseScaled(og, 3);
    if (ogThousandths === null || ogThousandths < 1020 || ogThousandths > 1150) {
      messages.push("Original gravity must be from 1.020 to 1.150 with at most three decimals");
    }
    const lower = trimmedName.toLowerCase();
    if (trimmedName !== "" && existingNames.some((existing) => existing.toLowerCase() === lower)) {
      messages.push(`A batch named ${trimmedName} already exists`);
    }
    if (messages.length > 0 || volumeTenths === null || ogThousandths === null) {
      setErrors(messages);
      return;
    }
    onAdd(trimmedName, volumeTenths, ogThousandths);
    setName("");
    setVolume("");
    setOg("");
    setErrors([]);
  }

  return (
    <section className="card" aria-labelledby="new-batch-heading">
      <h2 id="new-batch-heading">New batch</h2>
      <form className="form-row" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="batch-name">Name</label>
          <input id="batch-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="batch-volume">Volume (L)</label>
          <input
            id="batch-volume"
            type="number"
            inputMode="decimal"
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="batch-og">Original gravity</label>
          <input
            id="batch-og"
            type="number"
            inputMode="decimal"
            value={og}
            onChange={(e) => setOg(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Add batch
        </button>
      </form>
      {errors.length > 0 && (
        <ul className="errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
