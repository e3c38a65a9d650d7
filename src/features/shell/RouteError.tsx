/** Placeholder replaced by the shell work. */
export function RouteError() {
  return null;
}
