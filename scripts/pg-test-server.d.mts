// Types of pg-test-server.mjs for the TypeScript tests that start their own PostgreSQL.
export type PgTestServer = {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies as in a crash or failover. */
  crash(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers queries. */
  restart(): Promise<void>;
};
export function findPgBin(): string | null;
export function freePort(): Promise<number>;
export function startPgTestServer(opts?: {
  log?: (line: string) => void;
  /** Commits written to the WAL before they are answered (synchronous_commit=on), so a crash loses none. */
  durable?: boolean;
}): Promise<PgTestServer>;
