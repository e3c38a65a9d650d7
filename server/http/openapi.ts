import type { Context, Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { Code, httpStatusFor, type CodeName } from '../schemas/codes';
import { isUnsignedPath } from '../schemas/signature';
import { CODE_NOTES } from './code-notes';
import type { AppEnv } from './context';
import { DOC_KEY, PROVIDER_SCHEMES, TAGS, type OperationDoc } from './describe';
import { requireMember } from './session';

const SIGNATURE_CODES: CodeName[] = [
  'SIGNATURE_MISSING',
  'SIGNATURE_INVALID',
  'SIGNATURE_EXPIRED',
  'SIGNATURE_REPLAYED',
  'UNKNOWN_APP',
];

const codesTable = () =>
  [
    '| code | HTTP | name | meaning |',
    '| --- | --- | --- | --- |',
    ...(Object.entries(Code) as [CodeName, number][]).map(
      ([name, code]) => `| ${code} | ${httpStatusFor(code)} | ${name} | ${CODE_NOTES[name]} |`,
    ),
  ].join('\n');

const DESCRIPTION = `The marketplace's API: what the web app itself calls. Browse the reference at [/api/docs](/api/docs).

**Answers.** Every answer is \`{ "meta": { "code", "message" }, "data" }\` with a matching HTTP status; \`meta.code\`
carries the codes below (the spec's 1004, 8102 … and the platform's 41xx–46xx), \`meta.message\` the code's name
for developers. Any call may also answer 429 (rate limit), 500 and 503 (4503 the database, 4501 a chain, 4502 the
file store: nothing was half-written, try again; 4504 the database is up but this server's connections are all
busy past its queue's bound: try again after the \`Retry-After\` seconds).

**Signing.** Every request except health, readiness, this document, the reference page and provider callbacks
is signed: \`X-Timestamp\` = milliseconds since the epoch, \`X-Nonce\` = 16 or more random hex characters,
\`X-Signature\` = lowercase hex of HMAC-SHA256(key, \`METHOD\\npath-with-query\\nX-Timestamp\\nX-Nonce\\nbody-hash\`),
where body-hash is the lowercase hex SHA-256 of the raw body bytes (of the empty string when there is none)
and \`\\n\` a line feed. The key belongs to the \`appId\` (env \`APP_SIGNING_KEYS\`). A skew over 300 s answers 4103,
a reused nonce 4104.

**Sessions.** Login calls answer a member id and a token; calls that need a login send them as \`X-Member-Id\`
and \`X-Token\` (never in a URL). Without a valid pair they answer 401.

**Parameters.** \`mcId\` (default \`COM\`), \`appId\` (\`NFTH5\`) and \`platform\` (\`WEB\`) go with every call: in the
query for GET, as form fields for POST. POST bodies are \`application/x-www-form-urlencoded\` (multipart where a
file is sent); nested values are bracketed fields, e.g. \`lines[0][productId]\`, \`lines[0][spec][SIZE]\`.

**Codes.**

${codesTable()}`;

const refusal = (codes: number[]) => ({
  type: 'object',
  required: ['meta', 'data'],
  properties: {
    meta: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer', enum: codes }, message: { type: 'string' } },
    },
    data: { description: 'null, or details: for 4200 the fields as `[{ path, message }]`.' },
  },
});

type Operation = Record<string, unknown> & {
  operationId: string;
  description: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/** Who may call, in words, and the security requirement that says it to a client generator. */
function access(doc: OperationDoc, path: string, member: boolean) {
  const session = member ? [{ member: [] }] : [];
  if (doc.provider) {
    const header = PROVIDER_SCHEMES[doc.provider];
    const who = header
      ? `The provider, signing the raw body in \`${header}\` (not an app client).`
      : member
        ? 'The logged-in member’s browser (session headers), without an app signature.'
        : 'The user’s browser, sent back by the provider.';
    return { who, security: header ? [{ [doc.provider]: [] }] : session };
  }
  if (isUnsignedPath(path))
    throw new Error(`${path}: an unsigned path needs \`provider\` in its operation()`);
  if (member) {
    return {
      who: 'A logged-in member (X-Member-Id and X-Token).',
      security: [{ signature: [], member: [] }],
    };
  }
  if (doc.session === 'optional') {
    return {
      who: 'Anyone (signed); with a session the answer is the caller’s own view.',
      security: [{ signature: [], member: [] }, { signature: [] }],
    };
  }
  return { who: 'Anyone (signed; no login).', security: [{ signature: [] }] };
}

/** Turns an operation's OperationDoc into its security, description and 4xx answers (one per status). */
function finish(op: Operation, path: string, member: boolean) {
  const doc = op[DOC_KEY] as OperationDoc | undefined;
  if (!doc) throw new Error(`${op.operationId}: document it with operation()`);
  delete op[DOC_KEY];
  const { who, security } = access(doc, path, member);
  const names = new Set<CodeName>([
    ...(op.parameters?.length || op.requestBody ? (['VALIDATION_FAILED'] as const) : []),
    ...(doc.provider ? [] : SIGNATURE_CODES),
    ...(member ? (['UNAUTHORIZED'] as const) : []),
    ...(doc.codes ?? []),
    'RATE_LIMITED',
  ]);
  const byStatus = new Map<number, CodeName[]>();
  for (const name of names) {
    const status = httpStatusFor(Code[name]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    op.responses[String(status)] = {
      description: list.map((n) => `\`${Code[n]}\` ${n}: ${CODE_NOTES[n]}`).join('\n\n'),
      content: { 'application/json': { schema: refusal(list.map((n) => Code[n])) } },
    };
  }
  const answers = [...names].map((n) => `\`${Code[n]}\``).join(', ');
  op.security = security;
  const success = doc.redirect ? '`302`' : '`200`';
  op.description = `${doc.description}\n\n**Who may call:** ${who}${doc.who ? ` ${doc.who}` : ''}\n\n**Answers:** ${success}, ${answers}.`;
}

/** Hono's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The whole document: hono-openapi's paths and schemas, finished by the operations' docs. */
export async function buildApiDocument(app: Hono<AppEnv>) {
  const spec = await generateSpecs(app, {
    defaultValidationErrorResponse: false,
    documentation: {
      info: {
        title: 'Marketplace API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          signature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Signature',
            description: 'HMAC-SHA256 request signature, with X-Timestamp and X-Nonce (see above).',
          },
          member: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Token',
            description: 'The session token of a login answer, sent with X-Member-Id.',
          },
          ...Object.fromEntries(
            Object.entries(PROVIDER_SCHEMES).flatMap(([scheme, header]) =>
              header
                ? [
                    [
                      scheme,
                      { type: 'apiKey', in: 'header', name: header, description: 'Provider callback.' },
                    ],
                  ]
                : [],
            ),
          ),
        },
      },
    },
  });
  const members = new Set(
    app.routes
      .filter((r) => r.handler === requireMember)
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
  );
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      finish(op, path, members.has(`${method} ${path}`));
    }
  }
  return spec;
}

/** GET /api/openapi.json: the document, built once per process on first request. */
export function openApiRoute(app: Hono<AppEnv>) {
  let doc: ReturnType<typeof buildApiDocument> | undefined;
  return async (c: Context<AppEnv>) => {
    doc ??= buildApiDocument(app).catch((err: unknown) => {
      doc = undefined;
      throw err;
    });
    return c.json(await doc);
  };
}
