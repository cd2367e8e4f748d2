export function count(value: number): string {
  return value.toLocaleString("en-US");
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Whole pounds: "£137,016". */
export function pounds(value: number): string {
  return `£${Math.round(value).toLocaleString("en-US")}`;
}

/** Pounds and pence: "£7.50". */
export function pence(value: number): string {
  return `£${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
