// Weights are kept in tenths of a kilogram (102.5 kg -> 1025) so that the
// arithmetic stays exact.

function withThousands(whole: number): string {
  const digits = String(whole);
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}

/** 1025 -> "102.5", 1000 -> "100" */
export function formatTenths(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return frac === 0 ? String(whole) : `${whole}.${frac}`;
}

/** A volume in tenths of a kilogram: 123400 -> "12,340 kg", 15375 -> "1,537.5 kg" */
export function formatVolume(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return `${withThousands(whole)}${frac === 0 ? "" : `.${frac}`} kg`;
}
