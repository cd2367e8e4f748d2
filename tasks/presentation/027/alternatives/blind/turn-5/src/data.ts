export type Area = "Urban" | "Rural";

export interface Station {
  name: string;
  incidents: number;
  /** average response, from the emergency call to the first engine on scene, in seconds */
  avgSeconds: number;
  area: Area;
  /** residents in the station's area */
  residents: number;
}

/** "7:48" -> 468 */
function mmss(text: string): number {
  const [m, s] = text.split(":").map(Number);
  return m * 60 + s;
}

/** The fire authority's standard: the longest average response allowed per area, in seconds. */
export const STANDARD_SECONDS: Record<Area, number> = {
  Urban: mmss("8:00"),
  Rural: mmss("12:00"),
};

export const stations: Station[] = [
  { name: "Ashcombe", incidents: 412, avgSeconds: mmss("7:48"), area: "Urban", residents: 48_200 },
  { name: "Kelby Cross", incidents: 362, avgSeconds: mmss("12:00"), area: "Rural", residents: 21_650 },
  { name: "Stanmoor", incidents: 344, avgSeconds: mmss("6:52"), area: "Urban", residents: 39_800 },
  { name: "Pellingham", incidents: 176, avgSeconds: mmss("12:40"), area: "Rural", residents: 14_300 },
  { name: "Ridgewater", incidents: 459, avgSeconds: mmss("7:56"), area: "Urban", residents: 52_900 },
  { name: "Old Quay", incidents: 587, avgSeconds: mmss("8:00"), area: "Urban", residents: 63_100 },
];
