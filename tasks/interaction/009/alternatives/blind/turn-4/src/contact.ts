/** something@domain.tld: no spaces, one @, and a dot with text on both sides after it. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}
