/**
 * How far each on-chain merchant's coin ledger is known to be mirrored, so the mirror sweep reads only the
 * rows above it instead of the whole ledger every five minutes. One process keeps its own marks: after a
 * restart, or for a merchant it has not swept yet (a coin just turned on chain), it reads that ledger whole
 * once, as the sweep always did.
 *
 * Why the mark lags behind what the sweep sees: a ledger row's `seq` is drawn when the row is inserted, not
 * when its transaction commits. Two coin operations in flight may commit in the other order, so a sweep can
 * see seq 101 (committed) while seq 100 is still invisible; a mark moved to 101 would never read 100 once it
 * commits. So a mark only moves up to a seq that was already the top of the merchant's ledger at a sweep at
 * least MARK_OVERLAP_MS earlier. The identity draws in increasing order (cache 1), so every row at or below that
 * top had drawn its seq by then, and no coin operation holds its transaction open for that long: each has
 * committed or rolled back since, and a sweep reading above the old mark has seen it. A mark also never passes
 * a row still unmirrored: the sweep reads that row again until its job has mirrored it.
 */
export const MARK_OVERLAP_MS = 10 * 60_000;

export type MirrorMark = {
  /** Every ledger row of the merchant with `seq` at or below this has its coin_mirrors row. */
  through: number;
  /** The top `seq` of the merchant's ledger as sweeps saw it, oldest first (what the window still needs). */
  tops: { seq: number; at: number }[];
};

/** Merchant id → its mark. */
export type MirrorMarks = Map<string, MirrorMark>;

/** What one sweep read above a merchant's mark: the highest seq, and the lowest row not mirrored yet. */
export type MarkScan = { top: number | null; firstUnmirrored: number | null };

/** The merchant's mark after a sweep that read `scan` at wall-clock time `at` (milliseconds). */
export function nextMark(mark: MirrorMark | undefined, scan: MarkScan, at: number): MirrorMark {
  const prev = mark ?? { through: 0, tops: [] };
  const tops = scan.top === null ? prev.tops : [...prev.tops, { seq: scan.top, at }];
  const settled = tops.filter((t) => t.at <= at - MARK_OVERLAP_MS).at(-1);
  const upTo = Math.min(settled?.seq ?? prev.through, (scan.firstUnmirrored ?? Infinity) - 1);
  return {
    through: Math.max(prev.through, upTo),
    // The newest settled top stays while a row not mirrored yet holds the mark below it.
    tops: tops.filter((t) => t === settled || t.at > at - MARK_OVERLAP_MS),
  };
}
