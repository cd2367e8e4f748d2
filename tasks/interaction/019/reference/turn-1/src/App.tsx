import { useState } from "react";
import "./styles.css";
import {
  NAME_MESSAGE, PRICE_MESSAGE, Product, SIZE_MESSAGE, UNITS, Unit,
  money, parsePence, parseSize, per, plainUnitPence,
} from "./grocery";

export default function App() {
  const [name, setName] = useState("");
  const [size, setSize] = useState("");
  const [unit, setUnit] = useState<Unit>("g");
  const [price, setPrice] = useState("");
  const [products, setProducts] = useState<Product[]>([]);
  const [nextId, setNextId] = useState(1);
  const [messages, setMessages] = useState<string[]>([]);

  function add() {
    const problems: string[] = [];
    const trimmed = name.trim();
    if (!trimmed) problems.push(NAME_MESSAGE);
    const parsedSize = parseSize(size, unit);
    if (!parsedSize) problems.push(SIZE_MESSAGE);
    const pence = parsePence(price);
    if (pence === null) problems.push(PRICE_MESSAGE);
    if (problems.length > 0 || !parsedSize || pence === null) {
      setMessages(problems);
      return;
    }
    setProducts([...products, { id: nextId, name: trimmed, size: parsedSize, unit, pricePence: pence }]);
    setNextId(nextId + 1);
    setName("");
    setSize("");
    setPrice("");
    setMessages([]);
  }

  return (
    <main>
      <h1>Unit price comparer</h1>
      <section aria-labelledby="add-h">
        <h2 id="add-h">Add product</h2>
        <div className="row">
          <label>
            Name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Pack size
            <input type="number" value={size} onChange={(e) => setSize(e.target.value)} />
          </label>
          <label>
            Unit
            <select value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
              {UNITS.map((u) => (
                <option key={u} value={u}>{u}</option>
              ))}
            </select>
          </label>
          <label>
            Price
            <input type="number" value={price} onChange={(e) => setPrice(e.target.value)} />
          </label>
          <button type="button" onClick={add}>Add product</button>
        </div>
        {messages.map((m) => (
          <p key={m} className="problem" role="alert">{m}</p>
        ))}
      </section>

      <section aria-labelledby="products-h">
        <h2 id="products-h">Products</h2>
        {products.length === 0 ? (
          <p>No products yet</p>
        ) : (
          <ul>
            {products.map((p) => (
              <li key={p.id}>
                <span className="name">{p.name}</span>
                <span>{p.size.text} {p.unit}</span>
                <span>{money(p.pricePence)}</span>
                <span className="unit-price">{money(plainUnitPence(p))} {per(p.unit)}</span>
                <button type="button" onClick={() => setProducts(products.filter((x) => x.id !== p.id))}>Remove</button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
