export type Location = { id: string; name: string; kind: string; city: string };

export type LocationStock = {
  location: string;
  on_hand: number;
  reserved: number;
  available: number;
};

export type Item = {
  sku: string;
  name: string;
  unit_cost: number;
  stock: LocationStock[];
};

export type Cause = "Damaged" | "Expired" | "Missing";

export type QueueRow = {
  id: number;
  sku: string;
  itemName: string;
  locationId: string;
  locationName: string;
  cause: Cause;
  units: number;
  unitCostCents: number;
  valueCents: number;
  approvedBy: string | null;
  message: string;
  canWriteFreeOnly: boolean;
  busy: boolean;
};

export type WrittenLine = { id: number; text: string; valueCents: number };
