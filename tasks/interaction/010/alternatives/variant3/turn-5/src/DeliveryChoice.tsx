import type { Delivery } from './cart';

const OPTIONS: Array<{ value: Delivery; label: string }> = [
  { value: 'standard', label: 'Standard ($5.99, free from $50.00)' },
  { value: 'express', label: 'Express ($12.00)' },
];

type Props = {
  value: Delivery;
  onChange: (next: Delivery) => void;
};

export default function DeliveryChoice({ value, onChange }: Props) {
  return (
    <fieldset className="delivery">
      <legend>Delivery</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="delivery__option">
          <input
            type="radio"
            name="delivery"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
