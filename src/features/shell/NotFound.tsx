/** Placeholder replaced by the shell work. */
export function NotFound() {
  return null;
}
