/**
 * PostgreSQL text cannot hold a NUL character: a parameter with one fails the whole query. A
 * visitor's string with one can never match a stored value, so lookups answer "nothing" instead.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}
