/** An id from the address (`?id=`), as a positive whole number, or null. */
export function positiveIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}
