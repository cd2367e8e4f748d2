export interface StockLocation {
  id: string;
  name: string;
  kind: 'warehouse' | 'store';
  city: string;
}

export interface LocationStock {
  location: string;
  on_hand: number;
  reserved: number;
  available: number;
}

export interface ItemRow {
  sku: string;
  name: string;
  stock: LocationStock[];
  total_on_hand: number;
  total_available: number;
}

export interface ItemDetail extends ItemRow {
  version: number;
  updated_at: string;
}

export interface Transfer {
  id: string;
  sku: string;
  from_location: string;
  to_location: string;
  quantity: number;
  committed_at: string;
  plan_id?: string | null;
}

export interface PlanOut {
  plan_id: string;
  plan_token: string;
  sku: string;
  from_location: string;
  to_location: string;
  quantity: number;
  available_at_source: number;
}

export interface TransferDraft {
  sku: string;
  from: string;
  to: string;
  quantity: string;
}

/** One status line about the latest transfer action. */
export interface Feedback {
  tone: 'ok' | 'error';
  text: string;
}

export type CountReason = 'cycle_count' | 'damaged' | 'found';
