import type { PGlite } from '@electric-sql/pglite';
import { SESSION_SETUP } from '../../server/db/schema/text-search';

/**
 * Opening a PGlite from the migrated template costs a test file about 1.3 CPU-s (a 32 MB cluster unpacked and
 * started). A file's database, once it is closed, is reset to the template's state here and handed to the next
 * file of the same worker instead (tests/support/db-template.ts), for about a tenth of that. The reset empties
 * every table and puts back the template's rows and sequence values; a file that changed the schema (a table,
 * a column, an index, a function, a schema such as pg-boss's, an extension) gets no reset: its client is closed
 * and the next file opens a new one, as before.
 */

/** What the template holds, read from a client opened from it before any file used it. */
export type Baseline = {
  fingerprint: string;
  tables: string[];
  seeds: { table: string; columns: string; rows: string }[];
  /** The session's settings as PGlite starts it (its own search_path among them, which RESET would drop). */
  settings: string;
  sequences: { name: string; value: string | null }[];
};

const USER_NAMESPACES = `select oid from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%'
    and nspname not like 'pg_toast_temp%'`;

/** Everything a file could change in the schema, as one hash. */
const FINGERPRINT = `select md5(string_agg(x, E'\\n' order by x)) as fingerprint from (
  select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text as x
    from pg_class c where c.relnamespace in (${USER_NAMESPACES})
  union all select 'col ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || ' ' || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (${USER_NAMESPACES}) and a.attnum > 0 and not a.attisdropped
  union all select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace in (${USER_NAMESPACES})
  union all select 'idx ' || pg_get_indexdef(indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace in (${USER_NAMESPACES})
  union all select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
    from pg_proc p where p.pronamespace in (${USER_NAMESPACES})
  union all select 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
    from pg_trigger where not tgisinternal
  union all select 'type ' || t.oid::regtype::text from pg_type t where t.typnamespace in (${USER_NAMESPACES})
  union all select 'ns ' || nspname from pg_namespace
  union all select 'ext ' || extname || ' ' || extversion from pg_extension
  union all select 'view ' || c.oid::regclass::text || ' ' || md5(pg_get_viewdef(c.oid))
    from pg_class c where c.relkind in ('v', 'm') and c.relnamespace in (${USER_NAMESPACES})
) s`;

/** The settings a session may change (SET), as JSON: name → value. */
const SETTINGS = `select json_object_agg(name, setting order by name)::text as s from pg_settings
  where context in ('user', 'superuser')`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

export async function captureBaseline(client: PGlite): Promise<Baseline> {
  const tables = (
    await client.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
        where c.relkind in ('r', 'p') and c.relnamespace in (${USER_NAMESPACES}) order by 1`,
    )
  ).rows.map((r) => r.name);
  const seeds: Baseline['seeds'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (!rows[0]?.rows) continue;
    // Generated columns are computed again on insert; every other column is put back as it was.
    const cols = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [table],
    );
    seeds.push({ table, columns: cols.rows.map((c) => c.name).join(', '), rows: rows[0].rows });
  }
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences
        where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  const settings = (await client.query<{ s: string }>(SETTINGS)).rows[0]!.s;
  return { fingerprint: await fingerprint(client), tables, seeds, sequences, settings };
}

/**
 * Puts the template's state back; false when the file changed the schema (or left the client unusable), so
 * the client must be closed instead of reused.
 */
export async function resetToBaseline(client: PGlite, b: Baseline): Promise<boolean> {
  try {
    // A transaction left open, prepared statements, temporary tables, advisory locks, changed settings: all
    // gone. (Not DISCARD ALL: it resets search_path to the compiled-in default, without PGlite's `public`.)
    if (client.closed) return false;
    await client.exec('ROLLBACK');
    await client.exec('DEALLOCATE ALL; DISCARD TEMP; DISCARD SEQUENCES; SELECT pg_advisory_unlock_all()');
    // Settings of libraries loaded since (pg_trgm's thresholds once a search ran) go back to their defaults.
    await client.query(
      `select set_config(s.name, coalesce(b.value, s.reset_val), false)
        from pg_settings s left join json_each_text($1::json) b on b.key = s.name
        where s.context in ('user', 'superuser') and s.setting is distinct from coalesce(b.value, s.reset_val)`,
      [b.settings],
    );
    // …and the app's own session settings are put back over them, as a new session starts with them.
    await client.exec(SESSION_SETUP);
    const now = (await client.query<{ s: string }>(SETTINGS)).rows[0]!.s;
    const base = JSON.parse(b.settings) as Record<string, string>;
    const after = JSON.parse(now) as Record<string, string>;
    if (Object.keys(base).some((k) => after[k] !== base[k])) return false;
    if ((await fingerprint(client)) !== b.fingerprint) return false;
    await client.exec(`TRUNCATE ${b.tables.join(', ')} RESTART IDENTITY CASCADE`);
    for (const s of b.seeds) {
      await client.query(
        `insert into ${s.table} (${s.columns}) overriding system value
          select ${s.columns} from json_populate_recordset(null::${s.table}, $1::json)`,
        [s.rows],
      );
    }
    for (const q of b.sequences) {
      if (q.value === null) await client.exec(`alter sequence ${q.name} restart`);
      else await client.query(`select setval($1::regclass, $2::bigint, true)`, [q.name, q.value]);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The client as one file sees it: after `end()` (the file closed its database) every call fails as on a
 * closed PGlite, so a timer the file left running cannot write into the next file's database.
 */
export function lease(client: PGlite): { client: PGlite; end(): void } {
  let ended = false;
  const proxy = new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return ended || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        ended
          ? Promise.reject(new Error('PGlite is closed'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return {
    client: proxy,
    end() {
      ended = true;
    },
  };
}
