export interface Child {
  id: number;
  name: string;
}

export interface Chore {
  id: number;
  name: string;
  pence: number;
}
