import { useEffect, useState, type FormEvent } from "react";
import {
  availableCents,
  createRequest,
  errorMessage,
  fetchBudget,
  fetchPolicyLimits,
  fetchRequest,
  toCents,
  type Budget,
} from "./api";
import { formatCents, formatUsd } from "./format";

export const CATEGORIES = ["travel", "meals", "lodging", "training", "equipment", "software", "services"];

export interface FormValues {
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  category: string;
  amount: string;
}

const EMPTY_FORM: FormValues = { kind: "expense", title: "", requester: "", category: "travel", amount: "" };

type CheckResult = { outcome: "fields" } | { outcome: "over" } | { outcome: "pass"; availableCents: number };

export interface Prefill {
  values: FormValues;
  replaces: string;
  nonce: number;
}

interface Props {
  prefill: Prefill | null;
  onBudget: (budget: Budget) => void;
  onSubmitted: () => Promise<void>;
}

const AMOUNT_PATTERN = /^(\d+(\.\d{1,2})?|\.\d{1,2})$/;

function fieldErrors(values: FormValues): string[] {
  const errors: string[] = [];
  const title = values.title.trim();
  if (title.length < 3 || title.length > 120) errors.push("Title: 3 to 120 characters");
  if (values.requester.trim() === "") errors.push("Requester: required");
  const amount = values.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || !(Number(amount) > 0)) {
    errors.push("Amount: a positive number with at most two decimals");
  }
  return errors;
}

export default function NewRequestSection({ prefill, onBudget, onSubmitted }: Props) {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<string[]>([]);
  const [checkLines, setCheckLines] = useState<string[]>([]);
  const [lastCheck, setLastCheck] = useState<CheckResult | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [replaces, setReplaces] = useState<string | null>(null);

  useEffect(() => {
    if (!prefill) return;
    setValues(prefill.values);
    setReplaces(prefill.replaces);
    setErrors([]);
    setCheckLines([]);
    setLastCheck(null);
    setMessage("");
  }, [prefill]);

  const update = (field: keyof FormValues, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setLastCheck(null);
  };

  const runCheck = async () => {
    setMessage("");
    const problems = fieldErrors(values);
    if (problems.length > 0) {
      setErrors(problems);
      setCheckLines([]);
      setLastCheck({ outcome: "fields" });
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const limits = await fetchPolicyLimits();
      const budget = await fetchBudget();
      onBudget(budget);
      const amountCents = toCents(Number(values.amount.trim()));
      const lines: string[] = [];
      let over = false;

      const limit = limits[values.category];
      if (limit === undefined) {
        lines.push(`Policy: no limit is set for ${values.category}`);
        over = true;
      } else {
        const limitCents = toCents(limit);
        if (amountCents <= limitCents) {
          lines.push(`Policy: within the ${values.category} limit of ${formatCents(limitCents)}`);
        } else {
          lines.push(
            `Policy: over the ${values.category} limit of ${formatCents(limitCents)} by ${formatCents(amountCents - limitCents)}`,
          );
          over = true;
        }
      }

      const available = availableCents(budget);
      if (amountCents <= available) {
        lines.push(`Budget: ${formatCents(available)} available, ${formatCents(available - amountCents)} after this request`);
      } else {
        lines.push(`Budget: over the available ${formatCents(available)} by ${formatCents(amountCents - available)}`);
        over = true;
      }

      setCheckLines(lines);
      setLastCheck(over ? { outcome: "over" } : { outcome: "pass", availableCents: available });
    } catch (err) {
      setCheckLines([]);
      setLastCheck(null);
      setMessage(`Check failed: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (lastCheck === null || lastCheck.outcome === "fields") {
      setMessage("Not sent: check the request first");
      return;
    }
    if (lastCheck.outcome === "over") {
      setMessage("Not sent: the request is over a limit");
      return;
    }
    setBusy(true);
    try {
      const created = await createRequest({
        kind: values.kind,
        title: values.title.trim(),
        requester: values.requester.trim(),
        category: values.category,
        amount: Number(values.amount.trim()),
      });
      const { request } = await fetchRequest(created.id);
      await onSubmitted();
      const suffix = replaces ? `, replaces ${replaces}` : "";
      setMessage(`Submitted ${request.id}: ${request.title}, ${formatUsd(request.amount)}${suffix}`);
      setReplaces(null);
      setValues(EMPTY_FORM);
      setErrors([]);
      setCheckLines([]);
      setLastCheck(null);
    } catch (err) {
      setMessage(`Not sent: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
  };

  return (
    <section className="panel" aria-labelledby="new-request-heading">
      <h2 id="new-request-heading">New request</h2>
      {replaces && <p className="resubmitting">Resubmitting {replaces}</p>}
      <form className="request-form" noValidate onSubmit={onFormSubmit}>
        <div className="field">
          <label htmlFor="nr-kind">Kind</label>
          <select id="nr-kind" value={values.kind} onChange={(e) => update("kind", e.target.value)}>
            <option value="expense">Expense claim</option>
            <option value="purchase">Purchase request</option>
          </select>
        </div>
        <div className="field wide">
          <label htmlFor="nr-title">Title</label>
          <input id="nr-title" type="text" value={values.title} onChange={(e) => update("title", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="nr-requester">Requester</label>
          <input
            id="nr-requester"
            type="text"
            value={values.requester}
            onChange={(e) => update("requester", e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="nr-category">Category</label>
          <select id="nr-category" value={values.category} onChange={(e) => update("category", e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="nr-amount">Amount</label>
          <input
            id="nr-amount"
            type="text"
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => update("amount", e.target.value)}
          />
        </div>
        <div className="actions">
          <button type="button" className="secondary" disabled={busy} onClick={() => void runCheck()}>
            Check
          </button>
          <button type="button" disabled={busy} onClick={() => void submit()}>
            Submit
          </button>
        </div>
      </form>
      {errors.length > 0 && (
        <ul className="error-list" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {checkLines.length > 0 && (
        <ul className="check-lines">
          {checkLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
