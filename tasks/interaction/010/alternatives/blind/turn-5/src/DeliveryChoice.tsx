import type { Delivery } from "./pricing";

type Props = {
  value: Delivery;
  onChange: (value: Delivery) => void;
};

const OPTIONS: { value: Delivery; label: string }[] = [
  { value: "standard", label: "Standard ($5.99, free from $50.00)" },
  { value: "express", label: "Express ($12.00)" },
];

export default function DeliveryChoice({ value, onChange }: Props) {
  return (
    <fieldset className="delivery">
      <legend>Delivery</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="radio">
          <input
            type="radio"
            name="delivery"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
