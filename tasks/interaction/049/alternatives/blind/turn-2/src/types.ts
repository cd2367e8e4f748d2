export interface Child {
  id: number;
  name: string;
}

export interface Chore {
  id: number;
  name: string;
  pence: number;
  /** id of the child the chore is assigned to, or null for Nobody */
  assignee: number | null;
  done: boolean;
}
