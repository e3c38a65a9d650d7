import { randomUUID } from 'node:crypto';
import { formBody } from './server';

/**
 * The fixed corpus of hostile values the malformed-input walk sends to every parameter, and the reader of
 * /api/openapi.json that lists each operation's parameters. Values are named so a failure says what broke.
 */
export const CORPUS: Record<string, string | string[]> = {
  empty: '',
  huge: 'x'.repeat(100_000),
  nul: 'a\u0000b',
  nulOnly: '\u0000',
  c0: 'a\u0001\u001b[31m\u007f',
  c1: 'a\u0085\u009bb',
  tabNewline: 'a\tb\r\nc',
  rtl: '\u202Egnp.exe\u200F',
  bom: '\uFEFFabc',
  emoji: '😀 ø 名',
  sqlQuote: "' OR '1'='1' --",
  sqlDrop: '1; DROP TABLE members; --',
  script: '<script>alert(1)</script>',
  traversal: '../../../../etc/passwd',
  encodedNul: '%00',
  wrongTypeObject: '{"a":1}',
  wrongTypeBool: 'true',
  repeated: ['1', '2'],
  repeatedMany: Array.from({ length: 150 }, (_, i) => String(i)),
  inf: '1e309',
  bigint: '99999999999999999999',
  int64Edge: '9223372036854775808',
  negative: '-1',
  nan: 'NaN',
  hex: '0x10',
  badUuid: '------------------------------------',
  badUuid2: '00000000-0000-0000-0000-00000000000g',
  badDate: '2024-02-30',
  farDate: '99999-12-31',
};
export type CorpusName = keyof typeof CORPUS;

/** Always sent to every parameter; the rest rotate deterministically so each parameter gets a few more. */
export const ALWAYS: CorpusName[] = ['nul', 'huge', 'c0', 'repeated', 'bigint'];
const ROTATING = Object.keys(CORPUS).filter((k) => !ALWAYS.includes(k));

/** `count` corpus names for the n-th parameter of the walk, in addition to ALWAYS. */
export function rotating(n: number, count: number): CorpusName[] {
  return Array.from({ length: count }, (_, i) => ROTATING[(n * count + i) % ROTATING.length]!);
}

type Schema = {
  type?: string;
  enum?: string[];
  const?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};

export type Operation = {
  id: string;
  method: string;
  path: string;
  pathParams: Record<string, Schema>;
  query: Record<string, Schema>;
  form: Record<string, Schema>;
  multipart: boolean;
};

/** Every property of an object schema, including those of its oneOf/anyOf/allOf branches. */
function propertiesOf(s: Schema | undefined, into: Record<string, Schema> = {}) {
  if (!s) return into;
  for (const [k, v] of Object.entries(s.properties ?? {})) into[k] ??= v;
  for (const b of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) propertiesOf(b, into);
  return into;
}

/** The operations of an OpenAPI document with their path, query and form parameters. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as { in: string; name: string; schema: Schema }[];
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const body = Object.values(content)[0]?.schema;
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        form: propertiesOf(body),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** Values for well-known patterns, so the other parameters pass and the hostile one reaches deeper. */
const BY_PATTERN: [RegExp, string][] = [
  [/@/, 'walk@example.com'],
  [/\\d\{6\}/, '123456'],
  [/0x\[0-9a-fA-F\]\{40\}/, `0x${'1'.repeat(40)}`],
  [/0x\[0-9a-fA-F\]\{130/, `0x${'a'.repeat(130)}`],
  [/https\?/, 'https://example.com/'],
  [/\^\\\/\(\?!/, '/home'],
  [/\\d\{1,3\}\(/, '5'],
  [/\\d\+\(/, '1'],
  [/\\d\{1,78\}/, '1'],
  [/\^\\d\+\$/, '91234567'],
  [/\[\^:\]/, 'Colour:Red'],
  [/A-Za-z0-9_\.\]/, 'walker_1'],
  [/\[\\w-\]|A-Za-z0-9_-/, 'a'.repeat(24)],
  [/\[a-z\]/, 'walkpass1'],
];

/**
 * A plausible valid value for a parameter (or undefined to leave it out): `known` values by name first (ids of
 * records that exist, so a call gets past "not found"), then one derived from the schema.
 */
export function baseline(name: string, s: Schema, known: Record<string, string>): string | undefined {
  if (known[name] !== undefined) return known[name];
  if (name === 'cursor') return undefined; // opaque: only the server makes valid ones
  if (s.const !== undefined) return String(s.const);
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf ?? s.oneOf;
  if (branch && s.type === undefined) return baseline(name, branch[branch.length - 1]!, known);
  if (s.type === 'array' || s.type === 'object') return undefined;
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.format === 'uuid') return (/member/i.test(name) && known.memberId) || randomUUID();
  if (s.format === 'date') return '2000-01-01';
  if (s.pattern) {
    const hit = BY_PATTERN.find(([re]) => re.test(s.pattern!));
    return hit ? hit[1] : undefined;
  }
  if (typeof s.default === 'string') return s.default;
  return 'x'.repeat(Math.max(s.minLength ?? 3, 3));
}

/** What an answer must never show: stack frames, SQL or server file paths. */
export const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at |\bat [\w.<>]+ \(/],
  ['file path', /\/work\/|node_modules|\/server\/|\.ts:\d+/],
  ['SQL text', /\bSELECT\b|\bINSERT INTO\b|\bviolates\b|syntax error|\bpglite\b|\bpostgres\b|SQLSTATE/i],
];

/** Headers read outside the validator: the session pair, the client address, the signature's timestamp. */
export const HEADER_CASES: Record<string, Record<string, string>> = {
  memberIdDashes: { 'X-Member-Id': '------------------------------------', 'X-Token': 'x'.repeat(64) },
  memberIdNotHex: { 'X-Member-Id': '00000000-0000-0000-0000-00000000000g', 'X-Token': 'x' },
  memberIdHuge: { 'X-Member-Id': 'x'.repeat(100_000), 'X-Token': 'x' },
  tokenC1: { 'X-Member-Id': '00000000-0000-4000-8000-000000000000', 'X-Token': 'a\u0085\u009b' },
  forwardedHuge: { 'X-Forwarded-For': '1'.repeat(20_000) },
  forwardedSql: { 'X-Forwarded-For': "'; DROP TABLE rate_limits; --" },
  forwardedC1: { 'X-Forwarded-For': '\u0085\u0090, 10.0.0.1' },
  timestampHuge: { 'X-Timestamp': '99999999999999999999' },
};

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** One request of the walk: the operation, which parameter holds what, and who sends it. */
export type WalkCase<S> = {
  op: Operation;
  label: string;
  session: S;
  path?: string;
  query?: Record<string, string | string[]>;
  form?: Record<string, string | string[]>;
  multipart?: boolean;
  headers?: Record<string, string>;
};

function append(p: URLSearchParams | FormData, values: Record<string, string | string[]>) {
  for (const [k, v] of Object.entries(values)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
}

/** The path with query, body and content type of a case: form fields urlencoded, or multipart. */
export async function encodeCase(c: WalkCase<unknown>) {
  const qs = c.query && Object.keys(c.query).length ? `?${formBody(c.query)}` : '';
  const path = (c.path ?? c.op.path) + qs;
  let body: Uint8Array<ArrayBuffer> | undefined;
  let contentType: string | undefined;
  if (c.form && c.multipart) {
    const fd = new FormData();
    append(fd, c.form);
    const req = new Request('http://local/', { method: 'POST', body: fd });
    body = new Uint8Array(await req.arrayBuffer());
    contentType = req.headers.get('content-type')!;
  } else if (c.form) {
    body = new TextEncoder().encode(formBody(c.form));
    contentType = 'application/x-www-form-urlencoded';
  }
  return { path, body, contentType };
}

/** The operation's path with its {params} filled in (encoded). */
export function pathWith(op: Operation, values: Record<string, string>) {
  return op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? 'x'));
}
