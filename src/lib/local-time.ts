// A datetime-local input holds the browser's local date-time without an offset; the server takes instants.

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input shows it (the browser's time zone). */
export const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The local date-time typed as an instant with its offset, as the server takes it; '' when not a date. */
export const instant = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

/** Whether a period typed as two local date-times ends at or before its start (false while either is not a date). */
export const endsBeforeStart = (from: string, to: string) =>
  instant(from) !== '' && instant(to) !== '' && new Date(to) <= new Date(from);
