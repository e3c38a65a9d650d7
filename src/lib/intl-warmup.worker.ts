/**
 * Builds the page language's first Intl objects off the main thread (src/lib/intl-warmup.ts says why): number,
 * currency, plural, date and list formats, the kinds the first screens use. Answers once, when done, and ends.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const tag = event.data;
  try {
    new Intl.NumberFormat(tag, { maximumFractionDigits: 4 }).format(0.25);
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'HKD' }).format(1);
    new Intl.PluralRules(tag).select(1);
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.ListFormat(tag, { style: 'short' }).format(['a', 'b']);
  } finally {
    self.postMessage(true);
    // Ends itself: a terminate() from the page is a 13 ms task of its main thread (the thread's teardown).
    self.close();
  }
};
