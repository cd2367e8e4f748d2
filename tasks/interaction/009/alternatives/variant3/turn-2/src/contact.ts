/** Accepts something@domain.tld: no spaces, exactly one "@", and a dot with text on both sides after it. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
