export interface Product {
  id: string;
  name: string;
  /** Price in cents. */
  price: number;
}

export const PRODUCTS: Product[] = [
  { id: 'mug', name: 'Ceramic mug', price: 1400 },
  { id: 'kettle', name: 'Pour-over kettle', price: 4800 },
  { id: 'beans', name: 'Coffee beans 1 kg', price: 2650 },
  { id: 'filters', name: 'Paper filters (100)', price: 625 },
];

export const MAX_PER_PRODUCT = 5;
export const KETTLE = 'kettle';

export const byId = (id: string): Product => PRODUCTS.find((p) => p.id === id) as Product;

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}
