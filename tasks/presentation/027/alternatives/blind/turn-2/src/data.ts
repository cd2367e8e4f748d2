export interface Station {
  name: string;
  incidents: number;
  /** average response, from the emergency call to the first engine on scene, in seconds */
  avgSeconds: number;
}

/** "7:48" -> 468 */
function mmss(text: string): number {
  const [m, s] = text.split(":").map(Number);
  return m * 60 + s;
}

export const stations: Station[] = [
  { name: "Ashcombe", incidents: 412, avgSeconds: mmss("7:48") },
  { name: "Kelby Cross", incidents: 238, avgSeconds: mmss("12:00") },
  { name: "Stanmoor", incidents: 344, avgSeconds: mmss("6:52") },
  { name: "Pellingham", incidents: 176, avgSeconds: mmss("12:40") },
  { name: "Ridgewater", incidents: 459, avgSeconds: mmss("9:15") },
  { name: "Old Quay", incidents: 587, avgSeconds: mmss("8:00") },
];
