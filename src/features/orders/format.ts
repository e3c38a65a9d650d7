export { formatDateTime } from '@/lib/dates';

/** A long hash shortened in the middle for narrow screens (the whole one stays copyable). */
export const shortHash = (h: string) => (h.length > 18 ? `${h.slice(0, 10)}…${h.slice(-6)}` : h);
