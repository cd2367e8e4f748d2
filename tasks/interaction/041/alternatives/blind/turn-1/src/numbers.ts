/** Parses a whole number written with digits only (surrounding spaces allowed); null otherwise. */
export function parseWhole(text: string): number | null {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  return Number(t);
}
