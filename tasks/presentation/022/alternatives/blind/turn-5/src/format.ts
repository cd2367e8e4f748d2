export function count(value: number): string {
  return value.toLocaleString("en-GB");
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Percentage points, one decimal, always a sign: "+1.0 pts", "-1.0 pts", zero is "+0.0 pts". */
export function signedPts(value: number): string {
  const text = Math.abs(value).toFixed(1);
  return `${value < 0 && text !== "0.0" ? "-" : "+"}${text} pts`;
}
