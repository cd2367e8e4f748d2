export const V_GRADES = ["V0", "V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8"];
export const FONT_GRADES = ["4", "5", "5+", "6A", "6B", "6C", "7A", "7A+", "7B"];

export function vGrade(grade: number): string {
  return V_GRADES[grade];
}

export function fontGrade(grade: number): string {
  return FONT_GRADES[grade];
}
