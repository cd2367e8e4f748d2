import { money, statusText, type PartLine, type PartRow, type WorkOrder } from "./api";

interface Props {
  order: WorkOrder;
  parts: PartRow[];
  chosenSku: string;
  onChooseSku: (sku: string) => void;
  quantityText: string;
  onQuantityText: (text: string) => void;
  onIssue: () => void;
  onReturnOne: (line: PartLine) => void;
  onRelease: (line: PartLine) => void;
  message: string;
}

export default function OrderSection(props: Props) {
  const { order, parts } = props;
  return (
    <section className="card" aria-labelledby="order-heading">
      <h2 id="order-heading">Work order {order.id}</h2>
      <p className="order-title">{order.title}</p>
      <p className="facts">Status: {statusText(order.status)}</p>
      <p className="facts">Priority: {order.priority}</p>

      <h3>Part lines</h3>
      {order.parts.length === 0 ? (
        <p className="muted">No parts on this order</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>SKU</th>
              <th>Part</th>
              <th className="num">Reserved</th>
              <th className="num">Issued</th>
              <th className="num">Returned</th>
              <th className="num">Net issued</th>
              <th className="num">Cost</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {order.parts.map((line) => (
              <tr key={line.sku}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td className="num">{line.reserved}</td>
                <td className="num">{line.issued}</td>
                <td className="num">{line.returned}</td>
                <td className="num">{line.net_issued}</td>
                <td className="num">{money(line.cost)}</td>
                <td>
                  <div className="actions">
                    {line.net_issued > 0 && (
                      <button type="button" className="small" onClick={() => props.onReturnOne(line)}>
                        Return 1
                      </button>
                    )}
                    {line.reserved > 0 && (
                      <button type="button" className="small secondary" onClick={() => props.onRelease(line)}>
                        Release
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="summary">Parts cost: {money(order.parts_cost)}</p>

      <h3>Hand parts out</h3>
      <form
        className="bar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onIssue();
        }}
      >
        <div className="field">
          <label htmlFor="issue-part">Part</label>
          <select id="issue-part" value={props.chosenSku} onChange={(e) => props.onChooseSku(e.target.value)}>
            {parts.map((p) => (
              <option key={p.sku} value={p.sku}>
                {p.sku} {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="issue-quantity">Quantity</label>
          <input
            id="issue-quantity"
            type="number"
            value={props.quantityText}
            onChange={(e) => props.onQuantityText(e.target.value)}
          />
        </div>
        <button type="submit">Issue</button>
      </form>
      {props.message && (
        <p className="message" role="status">
          {props.message}
        </p>
      )}
    </section>
  );
}
