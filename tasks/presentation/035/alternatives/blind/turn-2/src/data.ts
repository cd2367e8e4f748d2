export interface Beer {
  name: string;
  /** Volumes in tenths of a hectolitre (900 = 90.0 hL). */
  planned: number;
  brewed: number;
}

export const BEERS: Beer[] = [
  { name: "Amber Fell", planned: 900, brewed: 936 },
  { name: "Copper Gill", planned: 600, brewed: 582 },
  { name: "Dark Tarn", planned: 400, brewed: 358 },
  { name: "Ghyll Pale", planned: 1200, brewed: 1264 },
  { name: "Marra IPA", planned: 800, brewed: 720 },
  { name: "Scree Lager", planned: 1500, brewed: 1317 },
];

/** A beer is on target at 90.0% of plan or more (as shown, one decimal). */
export const ON_TARGET_TENTHS = 900;
