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
