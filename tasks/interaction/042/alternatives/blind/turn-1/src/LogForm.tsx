import { useState } from "react";
import type { FormEvent } from "react";
import { V_GRADES } from "./grades";
import type { Climb } from "./types";

type Props = {
  climbs: Climb[];
  onLog: (name: string, grade: number, attempts: number, sent: boolean) => void;
};

const NAME_MESSAGE = "Give the problem a name of 1 to 30 characters";
const ATTEMPTS_MESSAGE = "Attempts must be a whole number from 1 to 99";

export default function LogForm({ climbs, onLog }: Props) {
  const [name, setName] = useState("");
  const [grade, setGrade] = useState(0);
  const [attempts, setAttempts] = useState("1");
  const [sent, setSent] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const attemptsText = attempts.trim();
    const attemptsCount = /^\d+$/.test(attemptsText) ? Number(attemptsText) : NaN;
    const errors: string[] = [];
    if (trimmed.length < 1 || trimmed.length > 30) errors.push(NAME_MESSAGE);
    if (!(attemptsCount >= 1 && attemptsCount <= 99)) errors.push(ATTEMPTS_MESSAGE);
    if (errors.length > 0) {
      setMessages(errors);
      return;
    }
    const existing = climbs.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessages([`${existing.name} is already in the log`]);
      return;
    }
    onLog(trimmed, grade, attemptsCount, sent);
    setName("");
    setAttempts("1");
    setSent(false);
    setMessages([]);
  }

  return (
    <form className="log-form" onSubmit={handleSubmit} noValidate>
      <div className="fields">
        <div className="field grow">
          <label htmlFor="problem-name">Problem</label>
          <input id="problem-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="problem-grade">Grade</label>
          <select id="problem-grade" value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
            {V_GRADES.map((label, index) => (
              <option key={label} value={index}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field narrow">
          <label htmlFor="problem-attempts">Attempts</label>
          <input
            id="problem-attempts"
            type="text"
            inputMode="numeric"
            value={attempts}
            onChange={(e) => setAttempts(e.target.value)}
          />
        </div>
        <div className="check">
          <input id="problem-sent" type="checkbox" checked={sent} onChange={(e) => setSent(e.target.checked)} />
          <label htmlFor="problem-sent">Sent</label>
        </div>
        <button type="submit">Log climb</button>
      </div>
      {messages.length > 0 && (
        <div className="messages" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </form>
  );
}
