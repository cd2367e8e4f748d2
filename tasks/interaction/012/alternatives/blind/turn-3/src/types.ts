export interface Crop {
  id: number;
  name: string;
  sowWeeks: number;
  transplantWeeks: number;
  sown: boolean;
}

export type Marker = "Sow this week" | "Sowing overdue";
