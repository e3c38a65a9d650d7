/** Placeholder replaced by the shell work. */
export function PendingScreen() {
  return null;
}
