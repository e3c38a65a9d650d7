/** The 24 items every floor page shows: a name and a price, as a catalogue card does. */
export const ITEMS = Array.from({ length: 24 }, (_, i) => ({
  id: `item-${i + 1}`,
  name: `Collectible #${String(i + 1).padStart(3, '0')}`,
  price: `NT$ ${((i + 1) * 120).toLocaleString('en-US')}`,
}));
