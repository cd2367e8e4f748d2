import type { FormEvent } from "react";
import { OFFERS, UNITS } from "./products";
import type { Offer, Unit } from "./products";

export type FormValues = {
  name: string;
  size: string;
  unit: Unit;
  price: string;
  offer: Offer;
  offerPrice: string;
};

type Props = {
  values: FormValues;
  errors: string[];
  onChange: (patch: Partial<FormValues>) => void;
  onSubmit: () => void;
};

export default function AddProductForm({ values, errors, onChange, onSubmit }: Props) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section className="card" aria-labelledby="add-heading">
      <h2 id="add-heading">Add product</h2>
      <form className="add-form" onSubmit={handleSubmit} noValidate>
        <div className="field field-wide">
          <label htmlFor="product-name">Name</label>
          <input
            id="product-name"
            type="text"
            value={values.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="product-size">Pack size</label>
          <input
            id="product-size"
            type="number"
            step="any"
            inputMode="decimal"
            value={values.size}
            onChange={(e) => onChange({ size: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="product-unit">Unit</label>
          <select
            id="product-unit"
            value={values.unit}
            onChange={(e) => onChange({ unit: e.target.value as Unit })}
          >
            {UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="product-price">Price</label>
          <input
            id="product-price"
            type="number"
            step="any"
            inputMode="decimal"
            value={values.price}
            onChange={(e) => onChange({ price: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="product-offer">Offer</label>
          <select
            id="product-offer"
            value={values.offer}
            onChange={(e) => onChange({ offer: e.target.value as Offer })}
          >
            {OFFERS.map((offer) => (
              <option key={offer.value} value={offer.value}>
                {offer.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="product-offer-price">Offer price</label>
          <input
            id="product-offer-price"
            type="number"
            step="any"
            inputMode="decimal"
            value={values.offerPrice}
            onChange={(e) => onChange({ offerPrice: e.target.value })}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="primary">
            Add product
          </button>
        </div>
      </form>
      {errors.length > 0 && (
        <div className="errors" role="alert">
          {errors.map((message) => (
            <p key={message} className="error">
              {message}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
