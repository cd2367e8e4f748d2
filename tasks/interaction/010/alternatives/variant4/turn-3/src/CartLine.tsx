import { useEffect, useState } from 'react';
import { byId, dollars, MAX_PER_PRODUCT } from './catalogue';
import { Line } from './pricing';

interface Props {
  line: Line;
  onQty: (qty: number) => void;
}

export default function CartLine({ line, onQty }: Props) {
  const product = byId(line.id);
  const [text, setText] = useState(String(line.qty));

  useEffect(() => {
    setText(String(line.qty));
  }, [line.qty]);

  function change(value: string) {
    if (/^\d+$/.test(value)) {
      const n = Number(value);
      if (n > MAX_PER_PRODUCT) {
        setText(String(MAX_PER_PRODUCT));
        onQty(MAX_PER_PRODUCT);
        return;
      }
      setText(value);
      onQty(n);
      return;
    }
    setText(value);
  }

  const fieldId = `qty-${line.id}`;
  return (
    <li className="line">
      <span className="line-name">{product.name}</span>
      <span className="line-qty">
        <label htmlFor={fieldId}>{product.name} quantity</label>
        <input
          id={fieldId}
          type="number"
          min={0}
          max={MAX_PER_PRODUCT}
          step={1}
          value={text}
          onChange={(e) => change(e.target.value)}
          onBlur={() => setText(String(line.qty))}
        />
      </span>
      <span className="line-total">{dollars(product.price * line.qty)}</span>
    </li>
  );
}
