import { useRef, useState } from "react";
import AddProductForm from "./AddProductForm";
import type { FormValues } from "./AddProductForm";
import ProductList from "./ProductList";
import Basket from "./Basket";
import { basketLines } from "./basket";
import { formatSize } from "./money";
import type { Product } from "./products";
import { checkForm } from "./validation";
import "./styles.css";

const EMPTY_FORM: FormValues = { name: "", size: "", unit: "g", price: "", offer: "none", offerPrice: "" };

function valuesOf(product: Product): FormValues {
  return {
    name: product.name,
    size: formatSize(product.size),
    unit: product.unit,
    price: (product.pricePence / 100).toFixed(2),
    offer: product.offer,
    offerPrice: product.offer === "set" && product.offerPence !== null ? (product.offerPence / 100).toFixed(2) : "",
  };
}

export default function App() {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<string[]>([]);
  const [products, setProducts] = useState<Product[]>([]);
  const [packs, setPacks] = useState<Record<number, string>>({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const nextId = useRef(1);

  function handleChange(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** Empty the fields as after an add: the Unit stays, the Offer returns to No offer. */
  function resetFields() {
    setValues((current) => ({ ...EMPTY_FORM, unit: current.unit }));
    setErrors([]);
  }

  function handleSubmit() {
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (editingId !== null) {
      const id = editingId;
      setProducts((current) => current.map((product) => (product.id === id ? { id, ...checked.product } : product)));
      setEditingId(null);
    } else {
      const product: Product = { id: nextId.current++, ...checked.product };
      setProducts((current) => [...current, product]);
    }
    resetFields();
  }

  function handleEdit(id: number) {
    const product = products.find((item) => item.id === id);
    if (!product) return;
    setEditingId(id);
    setValues(valuesOf(product));
    setErrors([]);
  }

  function cancelEdit() {
    setEditingId(null);
    resetFields();
  }

  function handleRemove(id: number) {
    setProducts((current) => current.filter((product) => product.id !== id));
    setPacks((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });
    if (id === editingId) cancelEdit();
  }

  function handlePacksChange(id: number, text: string) {
    setPacks((current) => ({ ...current, [id]: text }));
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Unit price comparer</h1>
        <p className="muted">Compare packs by their price per 100 g, per 100 ml or per item.</p>
      </header>
      <AddProductForm
        values={values}
        errors={errors}
        editing={editingId !== null}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onCancelEdit={cancelEdit}
      />
      <ProductList
        products={products}
        packs={packs}
        onPacksChange={handlePacksChange}
        onRemove={handleRemove}
        onEdit={handleEdit}
        editingId={editingId}
      />
      <Basket lines={basketLines(products, packs)} />
    </main>
  );
}
