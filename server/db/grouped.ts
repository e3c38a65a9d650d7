type Waiter<R> = { resolve(value: R): void; reject(err: unknown): void };

/**
 * Look-ups that arrive together go to the database as one statement: `run` gets every key asked since the
 * last one went and answers a value per key. Under a burst one statement (one pooled connection, one round
 * trip) serves all the requests of a loop turn instead of each queueing for a connection of its own; a lone
 * look-up still goes at once (setImmediate: after this turn's I/O callbacks). The same key asked twice in a
 * group shares the answer.
 */
export class GroupedLookup<K, R> {
  private pending = new Map<K, Waiter<R>[]>();
  private flushing = false;

  constructor(private readonly run: (keys: K[]) => Promise<Map<K, R>>) {}

  get(key: K): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = new Map();
    try {
      const answers = await this.run([...group.keys()]);
      for (const [key, waiters] of group) for (const w of waiters) w.resolve(answers.get(key) as R);
    } catch (err) {
      for (const waiters of group.values()) for (const w of waiters) w.reject(err);
    }
    // Those asked during the statement go next, together.
    if (this.pending.size > 0) setImmediate(() => void this.flush());
    else this.flushing = false;
  }
}
