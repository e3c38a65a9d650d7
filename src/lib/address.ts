/** Spec §9 address display, shared by every screen that shows a wallet address or transaction hash. */

/** Wallet panel form: first 5 and last 5 characters ("0x123…abcde"). */
export function panelAddress(address: string | null | undefined): string {
  return shorten(address, 5, 5);
}

/** Short form used everywhere else: first 6 and last 4 characters ("0x1234…abcd"). */
export function shortAddress(address: string | null | undefined): string {
  return shorten(address, 6, 4);
}

function shorten(address: string | null | undefined, head: number, tail: number): string {
  if (!address) return '';
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
