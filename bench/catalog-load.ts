import type { Database } from '../server/db/client';
import {
  ADJECTIVES,
  CATEGORIES,
  CJK_NAMES,
  CJK_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PROPERTY_TYPES,
} from './catalog-words';

/**
 * Sizes of the benchmark catalogue: BENCH_ITEMS items (100 000 by default, what PGlite runs in minutes), one
 * creator and one collection per 50 items and favourites for 30 % of them, so every size has the same shape
 * (items per collection, matches per keyword in proportion).
 */
export function catalogueSizes(items = Number(process.env.BENCH_ITEMS || 100_000)) {
  if (!Number.isInteger(items) || items < 1_000) throw new Error(`BENCH_ITEMS must be an integer ≥ 1000`);
  const per50 = Math.max(20, Math.round(items / 50));
  return { creators: per50, collections: per50, items, favourites: Math.round(items * 0.3) };
}
export const SIZES = catalogueSizes();
/** Items per INSERT … SELECT: one statement over a million rows holds its sort and trigger state at once. */
const BATCH = 100_000;

const list = (words: readonly string[]) =>
  `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
/** A random element of a SQL array literal (random() is seeded, so every run loads the same catalogue). */
const pick = (arr: string) => `(${arr})[1 + floor(random() * array_length(${arr}, 1))::int]`;

const ADJ = list(ADJECTIVES);
const NOUN = list(NOUNS);
const CJK = list(CJK_WORDS);
const trait = (type: keyof typeof PROPERTY_TYPES) =>
  `jsonb_build_object('type', '${type}', 'name', ${pick(list(PROPERTY_TYPES[type]))}, 'value', (2 + floor(random() * 28))::int || '%')`;

/**
 * Loads creators, collections, SIZES.items items (in batches of 100 000) and some favourites with
 * INSERT … SELECT generate_series, so the rows are made inside the database in a few statements. About 8% of
 * names are CJK words. `log` hears of each batch (a million items take minutes). `execute` runs the load's
 * statements instead of `database.executeSql`: at a million items, a connection of its own without the API
 * pool's 20 s reply limit (server/db/client.ts POOL_OPTIONS), which a batch or the VACUUM can pass.
 */
export async function loadCatalogue(
  database: Database,
  opts: { log?: (line: string) => void; execute?: (text: string) => Promise<unknown> } = {},
): Promise<number> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const execute = opts.execute ?? ((text: string) => database.executeSql(text));
  // The API pool cancels a statement after 15 s (server/db/client.ts POOL_OPTIONS); loading 100 000 rows in
  // one INSERT … SELECT takes longer on a slow machine, so each load statement lifts it for its connection
  // (VACUUM excepted: it cannot run in the implicit transaction of a multi-statement query).
  // Random members and items are joined by row number: an array of all their ids, indexed per row, is
  // copied for every row and made the load quadratic (a million items did not load in an hour).
  // Each statement seeds random() itself: a pool may run them on different connections, and the same
  // seed per statement loads the same catalogue every run.
  let seed = 0;
  const run = (text: string) => {
    if (/^\s*vacuum/i.test(text)) return execute(text);
    const seeded = `select setseed(${(++seed / 1000).toFixed(3)}); ${text}`;
    return execute(database.kind === 'postgres' ? `set statement_timeout = 0; ${seeded}` : seeded);
  };
  await run(`
    insert into members (name, login_name, email, is_creator, description_en, description_zh, display_image, created_at)
    select
      case when random() < 0.1 then ${pick(list(CJK_NAMES))} || ' ' else '' end
        || ${pick(list(FIRST_NAMES))} || ' ' || ${pick(list(LAST_NAMES))},
      'bench_creator_' || g, 'creator' || g || '@bench.local', 'Y',
      'Artist making ' || lower(${pick(NOUN)}) || ' and ' || lower(${pick(NOUN)}) || ' studies in '
        || lower(${pick(ADJ)}) || ' colour.',
      ${pick(CJK)} || '與' || ${pick(CJK)} || '的創作者。',
      '/files/bench/avatar.jpg', now() - g * interval '1 hour'
    from generate_series(1, ${SIZES.creators}) g`);
  await run(`
    insert into collections (owner_id, name, description, url, category, logo_image, featured_image,
      banner_image, royalty_address, blockchain, created_at)
    select m.id,
      case when random() < 0.08 then ${pick(CJK)} || ${pick(CJK)} else ${pick(ADJ)} || ' ' || ${pick(NOUN)} || 's' end,
      'A collection of ' || lower(${pick(ADJ)}) || ' ' || lower(${pick(NOUN)}) || ' works.',
      'https://bench.local/c/' || r.g, ${pick(list(CATEGORIES))},
      '/files/bench/logo.jpg', '/files/bench/featured.jpg', '/files/bench/banner.jpg',
      '0x0000000000000000000000000000000000000001',
      case when random() < 0.2 then 'POLYGON' else 'ETHEREUM' end,
      now() - random() * interval '400 days'
    from (
      select g, 1 + floor(random() * (select count(*) from members where is_creator = 'Y'))::int as o
      from generate_series(1, ${SIZES.collections}) g
    ) r
    join (select row_number() over (order by id) as o, id from members where is_creator = 'Y') m on m.o = r.o`);
  for (let from = 1; from <= SIZES.items; from += BATCH) {
    const to = Math.min(SIZES.items, from + BATCH - 1);
    await run(`
    insert into products (collection_id, creator_id, owner_id, source_type, status, name, description,
      blockchain, contract_type, curr, fix_price, fix_price_hk, display_image, properties, views, favourites,
      created_at, listed_at)
    select c.id, c.owner_id,
      case when r.secondary then m.id else c.owner_id end,
      case when r.t < 0.6 then 'SELF' when r.t < 0.85 then 'NON' else 'PHYSICAL' end,
      case when r.on_sale then 'ON_SALE' else 'OFF_SHELF' end,
      case when r.cjk then ${pick(CJK)} || ${pick(CJK)} || ' #' || r.g
        else ${pick(ADJ)} || ' ' || ${pick(NOUN)} || ' #' || r.g end,
      'A ' || lower(${pick(ADJ)}) || ' ' || lower(${pick(NOUN)}) || ' from ' || c.name || '. '
        || case when r.cjk then ${pick(CJK)} || '。' else 'Ships with a certificate token.' end,
      c.blockchain, case when random() < 0.2 then 'ERC1155' else 'ERC721' end,
      case when c.blockchain = 'POLYGON' then 'MATIC' else 'ETH' end,
      round(r.hk / 27500, 6), r.hk, '/files/bench/cover.jpg',
      jsonb_build_array(${trait('Background')}, ${trait('Mood')}, ${trait('Rarity')}),
      floor(random() * 5000)::int, floor(power(random(), 3) * 200)::int,
      r.created, case when r.on_sale then r.created + interval '1 hour' end
    from (
      select g, random() < 0.08 as cjk, random() < 0.92 as on_sale, random() < 0.03 as secondary, random() as t,
        case when random() < 0.02 then null else round((1 + random() * 50000)::numeric, 2) end as hk,
        now() - random() * interval '365 days' as created,
        1 + floor(random() * ${SIZES.collections})::int as k,
        1 + floor(random() * (select count(*) from members))::int as o
      from generate_series(${from}, ${to}) g
    ) r
    join (select row_number() over (order by id) as k, id, owner_id, name, blockchain from collections) c on c.k = r.k
    join (select row_number() over (order by id) as o, id from members) m on m.o = r.o`);
    log(`items ${to} / ${SIZES.items} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await run(`
    insert into favourites (member_id, product_id, created_at)
    select m.id, p.id, r.at
    from (
      select 1 + floor(random() * (select count(*) from members))::int as o,
        1 + floor(random() * (select count(*) from products))::int as k,
        now() - power(random(), 2) * interval '60 days' as at
      from generate_series(1, ${SIZES.favourites}) g
    ) r
    join (select row_number() over (order by id) as o, id from members) m on m.o = r.o
    join (select row_number() over (order by id) as k, id from products) p on p.k = r.k
    on conflict do nothing`);
  await run(`vacuum analyze`);
  log(`favourites and vacuum analyze (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return Date.now() - started;
}
