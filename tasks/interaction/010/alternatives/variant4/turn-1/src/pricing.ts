import { byId } from './catalogue';

export interface Line {
  id: string;
  qty: number;
}

export const subtotalOf = (lines: Line[]): number =>
  lines.reduce((sum, l) => sum + byId(l.id).price * l.qty, 0);
