/** Tonnes from tenths of a tonne, one decimal with thousands separators: "1,284.6". */
export function tonnes(tenths: number): string {
  return (tenths / 10).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A whole count with thousands separators: "7,420". */
export function count(value: number): string {
  return value.toLocaleString("en-US");
}
