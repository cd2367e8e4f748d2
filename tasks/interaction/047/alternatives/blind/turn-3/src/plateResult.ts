import { formatCents, loadedCents, platesPerSide, platesText } from "./lib";
import type { PlateResult } from "./types";

const TARGET_PATTERN = /^\d+(\.\d{1,2})?$/;

export function plateResult(text: string): PlateResult {
  if (!TARGET_PATTERN.test(text)) {
    return { kind: "error", message: "Enter a weight like 102.5" };
  }
  const [whole, frac = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (cents < 2000) {
    return { kind: "error", message: "The bar alone weighs 20 kg" };
  }
  const plates = platesPerSide(cents);
  const loaded = loadedCents(plates);
  const mismatch =
    loaded === cents
      ? null
      : `${formatCents(cents)} kg cannot be loaded exactly; loaded: ${formatCents(loaded)} kg`;
  return { kind: "plates", perSide: `Per side: ${platesText(plates)}`, mismatch };
}
