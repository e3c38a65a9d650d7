import type { Database } from '../../server/db/client';

/**
 * Every row of every table (all schemas but the system ones) as JSON text, one line per row prefixed with
 * its table: for tests that prove a secret is stored nowhere. Works on PGlite and PostgreSQL.
 */
export async function databaseText(database: Database): Promise<string> {
  const { rows } = await database.executeSql(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const lines: string[] = [];
  for (const { s, t } of rows as { s: string; t: string }[]) {
    const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
    const data = await database.executeSql(`SELECT row_to_json(x)::text AS j FROM ${q(s)}.${q(t)} x`);
    for (const r of data.rows as { j: string }[]) lines.push(`${s}.${t} ${r.j}`);
  }
  return lines.join('\n');
}
