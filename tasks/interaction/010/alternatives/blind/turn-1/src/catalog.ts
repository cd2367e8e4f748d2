export type ProductId = "mug" | "kettle" | "beans" | "filters";

export type Product = { id: ProductId; name: string; cents: number };

export const PRODUCTS: Product[] = [
  { id: "mug", name: "Ceramic mug", cents: 1400 },
  { id: "kettle", name: "Pour-over kettle", cents: 4800 },
  { id: "beans", name: "Coffee beans 1 kg", cents: 2650 },
  { id: "filters", name: "Paper filters (100)", cents: 625 },
];

export const MAX_PER_PRODUCT = 5;

export function product(id: ProductId): Product {
  return PRODUCTS.find((p) => p.id === id)!;
}

/** 2800 → "$28.00" */
export function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
