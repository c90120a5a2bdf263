/**
 * A `datetime-local` field holds the wall clock of the browser's zone without one; the API takes
 * instants in UTC. These turn one into the other.
 */
export function localInputValueOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a `datetime-local` value in the browser's zone, or '' when it is not one. */
export function instantOfLocalInput(value: string): string {
  const time = new Date(value);
  return value && !Number.isNaN(time.getTime()) ? time.toISOString() : '';
}
