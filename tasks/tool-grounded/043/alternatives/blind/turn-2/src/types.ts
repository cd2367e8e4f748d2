export type Resource = {
  id: string;
  name: string;
  kind: string;
  location: string;
  active?: boolean;
  requires_approval?: boolean;
};

export type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status?: string;
};

export type Hold = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  held_for: string;
};

export type Slot = { start: string; end: string };

export type DayRow = {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
};

export type RowStatus = "booked" | "not_booked";

export type OutcomeRow = {
  date: string;
  day: string;
  start: string;
  end: string;
  status: RowStatus;
  bookingId: string;
  error: string;
  free: number | null;
  conflict: boolean;
  suggestion: string | null;
};

export type Series = {
  roomId: string;
  roomName: string;
  start: string;
  hours: number;
  name: string;
  title: string;
  rows: OutcomeRow[];
};
