type Props = {
  orderNumber: string;
  onOrderNumber: (value: string) => void;
  onAdd: () => void;
  messages: string[];
};

export default function AddToBatch({ orderNumber, onOrderNumber, onAdd, messages }: Props) {
  return (
    <div className="card add-bar">
      <div className="field-grid">
        <div className="field">
          <label htmlFor="order-number">Order number</label>
          <input
            id="order-number"
            type="text"
            value={orderNumber}
            onChange={(e) => onOrderNumber(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={onAdd}>
          Add to batch
        </button>
      </div>
      {messages.length > 0 && (
        <div className="messages" role="alert">
          {messages.map((message) => (
            <p key={message} className="message">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
