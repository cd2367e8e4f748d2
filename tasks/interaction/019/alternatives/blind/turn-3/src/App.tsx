import { useRef, useState } from "react";
import AddProductForm from "./AddProductForm";
import type { FormValues } from "./AddProductForm";
import ProductList from "./ProductList";
import type { Product } from "./products";
import { checkForm } from "./validation";
import "./styles.css";

const EMPTY_FORM: FormValues = { name: "", size: "", unit: "g", price: "", offer: "none", offerPrice: "" };

export default function App() {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<string[]>([]);
  const [products, setProducts] = useState<Product[]>([]);
  const nextId = useRef(1);

  function handleChange(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function handleAdd() {
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const product: Product = { id: nextId.current++, ...checked.product };
    setProducts((current) => [...current, product]);
    setValues((current) => ({ ...EMPTY_FORM, unit: current.unit }));
    setErrors([]);
  }

  function handleRemove(id: number) {
    setProducts((current) => current.filter((product) => product.id !== id));
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Unit price comparer</h1>
        <p className="muted">Compare packs by their price per 100 g, per 100 ml or per item.</p>
      </header>
      <AddProductForm values={values} errors={errors} onChange={handleChange} onSubmit={handleAdd} />
      <ProductList products={products} onRemove={handleRemove} />
    </main>
  );
}
