import { useState } from "react";
import "./styles.css";
import {
  GROUPS, NAME_MESSAGE, OFFERS, OFFER_MESSAGE, Offer, PRICE_MESSAGE, Product, SIZE_MESSAGE, UNITS, Unit,
  comparePence, dearerPercent, money, offerLabel, offerUnitPence, parsePence, parseSize, per, plainUnitPence,
} from "./grocery";

export default function App() {
  const [name, setName] = useState("");
  const [size, setSize] = useState("");
  const [unit, setUnit] = useState<Unit>("g");
  const [price, setPrice] = useState("");
  const [offer, setOffer] = useState<Offer>("No offer");
  const [offerPrice, setOfferPrice] = useState("");
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
    let offerPence: number | null = null;
    if (offer === "2 for a set price") {
      offerPence = parsePence(offerPrice);
      if (offerPence === null || (pence !== null && offerPence >= 2 * pence)) problems.push(OFFER_MESSAGE);
    }
    if (problems.length > 0 || !parsedSize || pence === null) {
      setMessages(problems);
      return;
    }
    setProducts([...products, { id: nextId, name: trimmed, size: parsedSize, unit, pricePence: pence, offer, offerPence }]);
    setNextId(nextId + 1);
    setName("");
    setSize("");
    setPrice("");
    setOffer("No offer");
    setOfferPrice("");
    setMessages([]);
  }

  function remove(id: number) {
    setProducts(products.filter((x) => x.id !== id));
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
          <label>
            Offer
            <select value={offer} onChange={(e) => setOffer(e.target.value as Offer)}>
              {OFFERS.map((o) => (
                <option key={o} value={o}>{o}</option>
              ))}
            </select>
          </label>
          <label>
            Offer price
            <input type="number" value={offerPrice} onChange={(e) => setOfferPrice(e.target.value)} />
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
          GROUPS.map((g) => {
            const members = products
              .map((p, order) => ({ p, order, compare: comparePence(p) }))
              .filter((x) => (g.units as readonly string[]).includes(x.p.unit))
              .sort((a, b) => a.compare - b.compare || a.order - b.order);
            if (members.length === 0) return null;
            const lowest = members[0].compare;
            const compared = members.length >= 2;
            return (
              <div key={g.title} className="group">
                <h3>{g.title}</h3>
                <ul>
                  {members.map(({ p, compare }) => {
                    const best = compared && compare === lowest;
                    const dearer = compared && !best ? dearerPercent(compare, lowest) : null;
                    const label = offerLabel(p);
                    const onOffer = offerUnitPence(p);
                    return (
                      <li key={p.id}>
                        <span className="name">{p.name}</span>
                        <span>{p.size.text} {p.unit}</span>
                        <span>{money(p.pricePence)}</span>
                        {label && <span className="offer">{label}</span>}
                        <span className="unit-price">{money(plainUnitPence(p))} {per(p.unit)}</span>
                        {onOffer !== null && (
                          <span className="unit-price">On offer: {money(onOffer)} {per(p.unit)}</span>
                        )}
                        {best && <span className="best">Best buy</span>}
                        {dearer !== null && <span className="dearer">+{dearer}% vs best</span>}
                        <button type="button" onClick={() => remove(p.id)}>Remove</button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })
        )}
      </section>
    </main>
  );
}
