import { byId } from './catalogue';

export interface Line {
  id: string;
  qty: number;
}

export const FREE_FROM = 5000;
export const STANDARD_FEE = 599;

export interface Summary {
  empty: boolean;
  subtotal: number;
  shipping: number;
  freeShipping: boolean;
  missingForFree: number | null;
  total: number;
}

export function summarise(lines: Line[]): Summary {
  const subtotal = lines.reduce((sum, l) => sum + byId(l.id).price * l.qty, 0);
  const empty = lines.length === 0;
  let shipping = 0;
  let freeShipping = false;
  let missingForFree: number | null = null;
  if (!empty) {
    if (subtotal >= FREE_FROM) {
      freeShipping = true;
    } else {
      shipping = STANDARD_FEE;
      missingForFree = FREE_FROM - subtotal;
    }
  }
  return { empty, subtotal, shipping, freeShipping, missingForFree, total: subtotal + shipping };
}
