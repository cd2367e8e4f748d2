export type Form = {
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  category: string;
  amount: string;
};

export const emptyForm: Form = { kind: "expense", title: "", requester: "", category: "travel", amount: "" };

type Props = {
  form: Form;
  categories: string[];
  onChange: (f: Form) => void;
  onCheck: () => void;
  onSubmit: () => void;
  fieldErrors: string[];
  checkLines: string[];
  message: string;
  resubmitOf: string | null;
};

export default function NewRequest(p: Props) {
  const set = (key: keyof Form, value: string) => p.onChange({ ...p.form, [key]: value } as Form);
  return (
    <section aria-labelledby="new-h">
      <h2 id="new-h">New request</h2>
      {p.resubmitOf && <p className="line strong">Resubmitting {p.resubmitOf}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <div className="grid">
          <label htmlFor="f-kind">Kind</label>
          <select id="f-kind" value={p.form.kind} onChange={(e) => set("kind", e.target.value)}>
            <option value="expense">Expense claim</option>
            <option value="purchase">Purchase request</option>
          </select>
          <label htmlFor="f-title">Title</label>
          <input id="f-title" type="text" value={p.form.title} onChange={(e) => set("title", e.target.value)} />
          <label htmlFor="f-requester">Requester</label>
          <input
            id="f-requester"
            type="text"
            value={p.form.requester}
            onChange={(e) => set("requester", e.target.value)}
          />
          <label htmlFor="f-category">Category</label>
          <select id="f-category" value={p.form.category} onChange={(e) => set("category", e.target.value)}>
            {p.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <label htmlFor="f-amount">Amount</label>
          <input
            id="f-amount"
            type="text"
            inputMode="decimal"
            value={p.form.amount}
            onChange={(e) => set("amount", e.target.value)}
          />
        </div>
        <div className="toolbar">
          <button type="button" onClick={p.onCheck}>
            Check
          </button>
          <button type="submit">Submit</button>
        </div>
      </form>
      {p.fieldErrors.length > 0 && (
        <ul className="errors">
          {p.fieldErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {p.checkLines.map((l) => (
        <p key={l} className="line">
          {l}
        </p>
      ))}
      {p.message && (
        <p className="line strong" role="status">
          {p.message}
        </p>
      )}
    </section>
  );
}
