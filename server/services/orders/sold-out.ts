import type { CodeName } from '../../schemas/codes';

/** How long a sold-out mark answers for the database. */
export const SOLD_OUT_WINDOW_MS = 1500;
/**
 * In a mark's last this-many ms, the first buyer refused starts a read of the stock in the background
 * (`admit`'s `refresh`): a committed stock of 0 gives a new mark before this one runs out, so the buyers of
 * a long sell-out are not held, once a window, behind one request renewing it through a whole transaction
 * (the tail of the refusals after a drop sold out).
 */
export const REFRESH_AHEAD_MS = 500;

/**
 * Until when (real clock), up to two buyers whose unpaid orders hold the units (hold.ts holdersOf), whether a
 * background read is renewing it ahead, and, once it ran out, the read renewing it that buyers wait for.
 */
type Mark = { until: number; holders: string[]; refreshing: boolean; renewal: Promise<void> | null };

const marks = new Map<string, Mark>();
/** When this process last gave units of an item back (`clear`): a read of stock 0 begun before it is stale. */
const cleared = new Map<string, number>();

/** 4000 while someone else's unpaid order holds the units (as stockRefusal answers), else 4602. */
export const refusalFor = (holders: string[], buyerId: string): CodeName =>
  holders.some((h) => h !== buyerId) ? 'ITEM_LOCKED' : 'OUT_OF_STOCK';
const clock = () => performance.now();

/**
 * Items this process saw sold out, so that a drop's losers are refused without queueing for a connection and
 * a transaction behind the winners (the 190 refusals waited as long as the 10 orders).
 *
 * Why it never refuses a buyer for longer than SOLD_OUT_WINDOW_MS while stock exists: a mark is only set
 * from a committed read that found stock 0 (stockRefusal) or from this process's own committed order that
 * took the last unit, and it answers for that long on the real clock (not the request clock, which tests and
 * replays may hold still), whatever happens meanwhile; this process clears it at once when it gives units
 * back (releaseOrderHold). Stock coming back any other way (another process's cancel or expiry, a seller's
 * edit, a rolled-back commit) is seen at the latest when the mark runs out: the next buyer goes to the
 * database again. A mark never sells anything: the conditional update in the order's transaction stays the
 * only way a unit is taken, so it cannot oversell, and a requestKey replay is answered before it is asked.
 * Whose unpaid orders hold the units is as last read, so a hold's end elsewhere shows after the window too.
 */
export const soldOut = {
  /**
   * The refusal `buyerId` gets for `productId` while its mark lasts (refusalFor), else null.
   */
  refusal(productId: string, buyerId: string): CodeName | null {
    const mark = marks.get(productId);
    if (!mark) return null;
    if (mark.until <= clock()) {
      // Kept while a request renews it: the buyers arriving meanwhile wait for that answer (admit).
      if (!mark.renewal) marks.delete(productId);
      return null;
    }
    return refusalFor(mark.holders, buyerId);
  },
  /**
   * As `refusal`, but when the mark ran out ONE request renews it with `refresh` (one read of the stock) and
   * the others of that moment wait for that read instead of each running the whole transaction: a new mark
   * refuses them, none sends them to the database too. In a mark's last REFRESH_AHEAD_MS, `refresh` renews it
   * in the background while the buyers are still refused. A renewal only reads, it never waits on a mark, so
   * no two requests can wait on each other.
   */
  async admit(
    productId: string,
    buyerId: string,
    refresh: (productId: string) => Promise<void>,
  ): Promise<CodeName | null> {
    let mark = marks.get(productId);
    if (mark?.renewal) {
      await mark.renewal;
      mark = marks.get(productId);
    }
    if (!mark) return null;
    const now = clock();
    if (mark.until > now) {
      if (!mark.refreshing && mark.until - now <= REFRESH_AHEAD_MS) {
        const ahead = mark;
        ahead.refreshing = true;
        // A failed read leaves the mark to run out: the next buyer then renews it (below).
        void refresh(productId)
          .catch(() => undefined)
          .finally(() => (ahead.refreshing = false));
      }
      return refusalFor(mark.holders, buyerId);
    }
    // Ran out: this request renews it, and the buyers of this moment wait for that read (above). Found again,
    // or the read failed: they ask the database.
    const ran = mark;
    ran.renewal = refresh(productId)
      .catch(() => undefined)
      .then(() => {
        if (marks.get(productId) === ran) marks.delete(productId);
      });
    await ran.renewal;
    const renewed = marks.get(productId);
    return renewed && renewed.until > clock() ? refusalFor(renewed.holders, buyerId) : null;
  },
  /**
   * Marks the item sold out for SOLD_OUT_WINDOW_MS from `readAt`, when the committed read of stock 0 began
   * (`readStart`); not when this process gave units back since (the read may predate it).
   */
  mark(productId: string, holders: string[], readAt: number = clock()): void {
    if ((cleared.get(productId) ?? -Infinity) >= readAt) return;
    const now = clock();
    // Marks of items nobody asks for again are dropped here, so the map stays as small as the drops of a window.
    if (marks.size >= 1000) for (const [id, m] of marks) if (m.until <= now) marks.delete(id);
    marks.set(productId, { until: readAt + SOLD_OUT_WINDOW_MS, holders, refreshing: false, renewal: null });
  },
  /** The stock was found again (a background read): the next buyers go to the database. */
  unmark(productId: string, readAt: number): void {
    const mark = marks.get(productId);
    if (mark && !mark.renewal && mark.until - SOLD_OUT_WINDOW_MS <= readAt) marks.delete(productId);
  },
  clear(productId: string): void {
    const now = clock();
    // Every item whose units come back passes here, sold out or not: entries older than a window are dropped.
    if (cleared.size >= 1000)
      for (const [id, at] of cleared) if (at + SOLD_OUT_WINDOW_MS <= now) cleared.delete(id);
    cleared.set(productId, now);
    marks.delete(productId);
  },
};

/** The moment a read of the stock begins, for `soldOut.mark`. */
export const readStart = clock;
