export type ProductId = 'mug' | 'kettle' | 'beans' | 'filters';

export type Product = {
  id: ProductId;
  name: string;
  /** Unit price in cents, so totals never pick up floating-point noise. */
  priceCents: number;
};

export const PRODUCTS: Product[] = [
  { id: 'mug', name: 'Ceramic mug', priceCents: 1400 },
  { id: 'kettle', name: 'Pour-over kettle', priceCents: 4800 },
  { id: 'beans', name: 'Coffee beans 1 kg', priceCents: 2650 },
  { id: 'filters', name: 'Paper filters (100)', priceCents: 625 },
];

export function productById(id: ProductId): Product {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown product ${id}`);
  return found;
}

export const MAX_PER_PRODUCT = 5;
