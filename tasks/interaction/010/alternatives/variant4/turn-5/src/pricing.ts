import { byId, KETTLE } from './catalogue';

export interface Line {
  id: string;
  qty: number;
}

export type Delivery = 'standard' | 'express';
export type Code = 'BREW10' | 'KETTLE15' | 'SHIPFREE';

export const FREE_FROM = 5000;
export const STANDARD_FEE = 599;
export const EXPRESS_FEE = 1200;

export interface Summary {
  empty: boolean;
  subtotal: number;
  discount: number;
  shipping: number;
  freeShipping: boolean;
  missingForFree: number | null;
  shipfreeBlocked: boolean;
  total: number;
}

export function summarise(lines: Line[], code: Code | null, delivery: Delivery): Summary {
  const subtotal = lines.reduce((sum, l) => sum + byId(l.id).price * l.qty, 0);
  const empty = lines.length === 0;
  let discount = 0;
  if (code === 'BREW10') discount = Math.round(subtotal / 10);
  if (code === 'KETTLE15' && lines.some((l) => l.id === KETTLE)) discount = 1500;
  const afterDiscount = subtotal - discount;

  let shipping = 0;
  let freeShipping = false;
  let missingForFree: number | null = null;
  const shipfreeBlocked = code === 'SHIPFREE' && delivery === 'express';
  if (!empty) {
    if (delivery === 'express') {
      shipping = EXPRESS_FEE;
    } else if (code === 'SHIPFREE' || afterDiscount >= FREE_FROM) {
      freeShipping = true;
    } else {
      shipping = STANDARD_FEE;
      missingForFree = FREE_FROM - afterDiscount;
    }
  }
  return {
    empty,
    subtotal,
    discount,
    shipping,
    freeShipping,
    missingForFree,
    shipfreeBlocked,
    total: afterDiscount + shipping,
  };
}
