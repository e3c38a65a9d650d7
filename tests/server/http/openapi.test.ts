import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../../../server/http/describe';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * /api/openapi.json is described for integrators. `redocly lint` (recommended rules plus redocly.yaml)
 * passes with zero errors, and what the linters do not check is checked here: who may call, the codes,
 * security that matches the routes' middleware, valid defaults and the bracketed form fields.
 */
const run = promisify(execFile);
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
};
type Op = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

let s: TestServer;
let doc: { paths: Record<string, Record<string, Op>>; tags: { name: string }[] };
let dir: string;
const ops = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

beforeAll(async () => {
  s = await startTestServer();
  doc = (await (await s.app.request('/api/openapi.json')).json()) as typeof doc;
  dir = await mkdtemp(join(tmpdir(), 'openapi-'));
}, 60_000);
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Whether a default value is one the schema accepts (the types /api/openapi.json uses). */
function accepts(schema: Schema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((b) => accepts(b, value));
  if (schema.const !== undefined) return schema.const === value;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return true;
  return types.some((t) => {
    if (t === 'integer') return Number.isInteger(value) && inRange(schema, value as number);
    if (t === 'number') return typeof value === 'number' && inRange(schema, value);
    if (t === 'string') return typeof value === 'string';
    if (t === 'boolean') return typeof value === 'boolean';
    if (t === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
    if (t === 'array') return Array.isArray(value);
    return t === 'null' && value === null;
  });
}
const inRange = (s: Schema, n: number) => n >= (s.minimum ?? -Infinity) && n <= (s.maximum ?? Infinity);

/** Every schema with a default under `schema`, named by its path. */
function defaults(schema: Schema, at: string, out: [string, Schema][] = []) {
  if (schema.default !== undefined) out.push([at, schema]);
  for (const [k, v] of Object.entries(schema.properties ?? {})) defaults(v, `${at}.${k}`, out);
  if (schema.items) defaults(schema.items, `${at}[]`, out);
  return out;
}

describe('GET /api/openapi.json', () => {
  it('passes redocly lint (recommended rules, redocly.yaml) with zero errors', async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const { stdout } = await run(
      join(process.cwd(), 'node_modules/.bin/redocly'),
      [
        'lint',
        '--config',
        join(process.cwd(), 'redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '500',
        file,
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const problems = (JSON.parse(stdout) as { problems: ProblemOut[] }).problems;
    type ProblemOut = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };
    const shown = (p: ProblemOut) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(shown)).toEqual([]);
    // The one allowed warning: the Google callback answers a redirect (302), not a 2xx.
    const warnings = problems.filter((p) => p.severity === 'warn').map(shown);
    expect(
      warnings.filter((w) => !w.startsWith('operation-2xx-response #/paths/~1api~1callbacks~1google/')),
    ).toEqual([]);
  }, 60_000);

  it('describes every operation: summary, who may call, codes, 4xx answers and a declared tag', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    expect([...declared].sort()).toEqual(Object.keys(TAGS).sort());
    expect(ops().length).toBeGreaterThanOrEqual(150);
    for (const { path, op } of ops()) {
      const where = `${op.operationId} (${path})`;
      expect(op.summary, where).toMatch(/\w{3}/);
      expect(op.description, where).toMatch(
        /\*\*Who may call:\*\* .+\n\n\*\*Answers:\*\* `(200|302)`, `\d+`/,
      );
      expect(op.tags?.length, where).toBe(1);
      expect(declared.has(op.tags![0]!), where).toBe(true);
      expect(op.security, where).toBeDefined();
      const fourXx = Object.keys(op.responses).filter((c) => /^4\d\d$/.test(c));
      expect(fourXx.length, where).toBeGreaterThan(0);
      for (const c of fourXx) {
        const codes =
          op.responses[c]!.content!['application/json']!.schema.properties!.meta!.properties!.code!.enum;
        expect(codes?.length, `${where} ${c}`).toBeGreaterThan(0);
      }
      expect(JSON.stringify(op), where).not.toContain('x-marketplace-doc');
    }
  });

  it('gives each call that needs a login the member scheme and 401, and the rest the signature only', () => {
    const checkOrder = ops().find((o) => o.op.operationId === 'checkOrder')!.op;
    expect(checkOrder.security).toEqual([{ signature: [], member: [] }]);
    expect(
      checkOrder.responses['401']!.content!['application/json']!.schema.properties!.meta!.properties!.code!
        .enum,
    ).toContain(401);
    const listProducts = ops().find((o) => o.op.operationId === 'listProducts')!.op;
    expect(listProducts.security).toEqual([{ signature: [], member: [] }, { signature: [] }]);
    const faq = ops().find((o) => o.op.operationId === 'listFaq')!.op;
    expect(faq.security).toEqual([{ signature: [] }]);
    const stripe = ops().find((o) => o.op.operationId === 'stripeWebhook')!.op;
    expect(stripe.security).toEqual([{ stripeSignature: [] }]);
    const withMember = ops().filter((o) =>
      o.op.security?.some((r) => 'member' in r && Object.keys(r).length >= 1),
    );
    expect(withMember.length).toBeGreaterThan(90);
  });

  it('has defaults that its schemas accept (no string defaults on integers)', () => {
    const bad: string[] = [];
    for (const { op } of ops()) {
      const schemas: [string, Schema][] = [
        ...(op.parameters ?? []).flatMap((p) => defaults(p.schema, `${op.operationId} ${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => defaults(c.schema, op.operationId)),
      ];
      for (const [at, schema] of schemas) if (!accepts(schema, schema.default)) bad.push(at);
    }
    expect(bad).toEqual([]);
    const limit = ops()
      .find((o) => o.op.operationId === 'listBlogPosts')!
      .op.parameters!.find((p) => p.name === 'limit')!.schema;
    expect(limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, default: 12 });
  });

  it('documents the nested order forms as the bracketed fields a client sends', () => {
    for (const id of ['checkOrder', 'createOrder']) {
      const op = ops().find((o) => o.op.operationId === id)!.op;
      const body = op.requestBody!.content['application/x-www-form-urlencoded']!.schema;
      expect(Object.keys(body.properties!)).toEqual(
        expect.arrayContaining([
          'lines[0][productId]',
          'lines[0][quantity]',
          'lines[0][spec][SIZE]',
          'currency',
        ]),
      );
      expect(body.properties!['lines[0][quantity]']).toMatchObject({ type: 'integer', minimum: 1 });
      expect(JSON.stringify(body)).not.toContain('additionalProperties');
    }
    const upload = ops().find((o) => o.op.operationId === 'uploadFile')!.op;
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties!.file).toEqual({
      type: 'string',
      format: 'binary',
    });
  });
});
