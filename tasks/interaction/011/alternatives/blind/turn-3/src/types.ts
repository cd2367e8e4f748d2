export type Room = "Atrium" | "Loft" | "Studio";

export const ROOMS: Room[] = ["Atrium", "Loft", "Studio"];

export interface Talk {
  id: number;
  title: string;
  room: Room;
  /** minutes after midnight */
  start: number;
  /** minutes after midnight */
  end: number;
}

export interface Draft {
  title: string;
  room: Room;
  start: string;
  end: string;
}

export const EMPTY_DRAFT: Draft = { title: "", room: "Atrium", start: "", end: "" };
