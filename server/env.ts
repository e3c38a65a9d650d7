import * as v from 'valibot';

import { DEV_SIGNING_KEY } from './schemas/signature';
import { ORDER_TTL_MINUTES } from './schemas/orders';

export { DEV_SIGNING_KEY };
/** The public default of CUSTONOMY_CALLBACK_SECRET: anyone can sign callbacks with it, so it is a sandbox. */
export const CUSTONOMY_SANDBOX_SECRET = 'custonomy-sandbox-secret';
/** The public default of CARD_CALLBACK_SECRET: anyone can sign card callbacks with it, so it is a sandbox. */
export const CARD_SANDBOX_SECRET = 'card-sandbox-secret';
const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));
const bool = v.pipe(
  v.picklist(['true', 'false', '1', '0', '']),
  v.transform((s) => s === 'true' || s === '1'),
);

/** A gwei amount as a decimal string (at most 9 places: whole wei). */
const gwei = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,9})?$/, 'a gwei amount such as 20 or 1.5'));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** Where PGlite, uploaded files and generated demo media live. */
  DATA_DIR: v.optional(v.string(), './data'),
  /** postgres://… for PostgreSQL; empty means PGlite in DATA_DIR; `memory://` means an in-memory PGlite. */
  DATABASE_URL: v.optional(v.string(), ''),
  /**
   * PostgreSQL pool of each process (server/db/pool.ts): connections it opens at most; the sum over all
   * processes must stay under the server's max_connections (README: Configuration).
   */
  DB_POOL_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '10'),
  /** Making a new connection longer than this means the database does not answer: 503/4503. */
  DB_CONNECT_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(100)),
    '1500',
  ),
  /** How long a request waits for a busy pool's next free connection before 503/4504 (a busy database). */
  DB_POOL_QUEUE_WAIT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)),
    '10000',
  ),
  /** How many requests may wait for a connection at once; the next is refused at once with 503/4504. */
  DB_POOL_QUEUE_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '2000'),
  /** `appId:key` pairs separated by commas. */
  APP_SIGNING_KEYS: v.optional(v.string(), `NFTH5:${DEV_SIGNING_KEY}`),
  /** Largest accepted difference between a request's X-Timestamp and the server clock. */
  SIGNATURE_MAX_SKEW_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '300'),
  /** Requests allowed per client IP and route group in one minute. */
  RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '600'),
  /** Login, sign-up and code-login attempts allowed per client IP in one minute. */
  LOGIN_RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '10'),
  /** Days a session token stays valid. */
  SESSION_TTL_DAYS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '30'),
  /** smtp(s)://user:pass@host:port; empty keeps mail in the dev outbox table. */
  SMTP_URL: v.optional(v.string(), ''),
  MAIL_FROM: v.optional(v.string(), 'Marketplace <no-reply@marketplace.local>'),
  /** Where contact-form messages are delivered. */
  CONTACT_TO: v.optional(v.string(), 'support@marketplace.local'),
  /** Load the demo catalogue into an empty database. */
  DEMO_DATA: v.optional(bool, 'true'),
  /**
   * Journeys only, never in production: a request's `x-test-clock-offset-days: N` header runs that request N
   * days later, its `x-test-order-ttl-seconds: N` gives the order it places that TTL (server/http/test-clock.ts).
   * Off, both headers are ignored.
   */
  TEST_CLOCK: v.optional(bool, 'false'),
  /** Trust X-Forwarded-For for the client IP (only behind a proxy you control). */
  TRUST_PROXY: v.optional(bool, 'false'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** `dev` keeps SMS in the outbox table; `http` posts them to SMS_HTTP_URL (a gateway's REST API). */
  SMS_PROVIDER: v.optional(v.picklist(['dev', 'http']), 'dev'),
  SMS_HTTP_URL: v.optional(v.string(), ''),
  SMS_HTTP_TOKEN: v.optional(v.string(), ''),
  /** The dev mailbox page (#/devMailbox) showing stored mail and SMS: `auto` = on while nothing is delivered. */
  DEV_MAILBOX: v.optional(v.picklist(['auto', 'true', 'false']), 'auto'),
  /**
   * Sandbox providers (Google issuer, dev mailbox, CUSTONOMY, exchange rates; server/sandboxes/registry.ts):
   * `auto` = on only while the server is reachable from this machine alone (loopback HOST and PUBLIC_URL),
   * `on` = also on a public interface (a public demo; the app shows a banner), `off` = never.
   */
  SANDBOXES: v.optional(v.picklist(['auto', 'on', 'off']), 'auto'),
  /** The origin users reach the app at; OpenID Connect redirects come back here. */
  PUBLIC_URL: v.optional(v.string(), ''),
  /** Google (or any OpenID Connect) issuer; empty starts the built-in sandbox issuer. */
  GOOGLE_ISSUER: v.optional(v.string(), ''),
  GOOGLE_CLIENT_ID: v.optional(v.string(), 'marketplace-sandbox'),
  GOOGLE_CLIENT_SECRET: v.optional(v.string(), 'marketplace-sandbox-secret'),
  /** Start pg-boss workers in this process. */
  JOBS: v.optional(bool, 'true'),
  /**
   * On SIGTERM/SIGINT: how long requests and jobs in flight may take to finish before the process gives up
   * on them and exits 1 (a rolling deploy's grace period should be a little longer).
   */
  SHUTDOWN_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1000)),
    '10000',
  ),
  /** Creating collections and items needs the member's CREATE permission tag (spec §6 creator). */
  CHECK_CREATE_PERMISSION: v.optional(bool, 'true'),
  /**
   * Seconds an unpaid order holds its items before it expires (spec §4/§9: 30 minutes). Only demos and the
   * expiry journey shorten it.
   */
  ORDER_TTL_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(20), v.maxValue(86_400)),
    String(ORDER_TTL_MINUTES * 60),
  ),
  /**
   * Seconds a card activation waits before its mint (spec §4/§9: activation takes about 3 minutes); the wait is
   * the activation job's start time, so tests and the e2e server shorten it.
   */
  CARD_ACTIVATION_DELAY_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(3600)),
    '180',
  ),
  /** Days after which a delivered order the buyer has not confirmed finishes by itself (spec §4). */
  ORDER_AUTO_FINISH_DAYS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(365)),
    '7',
  ),
  /** The platform's fee on a completed order, in basis points of its total (250 = 2.5 %). */
  PLATFORM_FEE_BP: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(10_000)),
    '250',
  ),
  /** Gas price in gwei used for fee estimates when the chain cannot be asked (eth_gasPrice failed). */
  GAS_PRICE_GWEI_ETHEREUM: v.optional(gwei, '20'),
  GAS_PRICE_GWEI_POLYGON: v.optional(gwei, '60'),
  /** JSON-RPC URL of Ethereum; empty starts Hardhat's in-process EVM (EDR), served at /rpc/ethereum. */
  CHAIN_RPC_URL_ETHEREUM: v.optional(v.string(), ''),
  /** JSON-RPC URL of Polygon; empty starts an in-process EVM, served at /rpc/polygon. */
  CHAIN_RPC_URL_POLYGON: v.optional(v.string(), ''),
  /** Polygon next to Ethereum (spec §9 openPolygon). */
  OPEN_POLYGON: v.optional(bool, 'true'),
  /** Chain ids of the in-process chains (a wallet pointed at localhost uses these). */
  CHAIN_ID_ETHEREUM: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '31337'),
  CHAIN_ID_POLYGON: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '31338'),
  /** Deadline of a chain-bound call; past it the call answers CHAIN_UNAVAILABLE (4501). */
  CHAIN_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '5000'),
  /** 0x-hex private key of the platform account (deploys, mints, pays out); empty: a key file in DATA_DIR. */
  CHAIN_PLATFORM_KEY: v.optional(v.string(), ''),
  /**
   * Development only (ignored in production): comma-separated addresses the in-process chains fund at genesis,
   * so a developer's MetaMask pointed at /rpc/ethereum or /rpc/polygon has test coins.
   */
  CHAIN_DEV_FUNDED: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*(0x[0-9a-fA-F]{40}\s*(,\s*0x[0-9a-fA-F]{40}\s*)*)?$/, 'comma-separated 0x addresses'),
    ),
    '',
  ),
  /** Base64 of 32 bytes sealing custodial keys (AES-256-GCM); empty: a generated key file in DATA_DIR. */
  CUSTODY_KEY: v.optional(v.string(), ''),
  /** Exchange rates: `sandbox` (a stored table) or `http` (a CoinGecko-style simple-price API at RATES_URL). */
  RATES_PROVIDER: v.optional(v.picklist(['sandbox', 'http']), 'sandbox'),
  RATES_URL: v.optional(v.string(), ''),
  /** The CUSTONOMY custodial-wallet provider: its widget script and the secret its callbacks are signed with. */
  CUSTONOMY_WIDGET_URL: v.optional(v.string(), ''),
  CUSTONOMY_CALLBACK_SECRET: v.optional(v.string(), CUSTONOMY_SANDBOX_SECRET),
  /**
   * Super admin (spec §6): the argon2id hash (PHC string) of the second password that unlocks the internal
   * offering function for ADMIN members; empty: the documented sandbox password (a sandbox).
   */
  SUPER_ADMIN_PASSWORD_HASH: v.optional(v.string(), ''),
  /** Card payments: `sandbox` (the built-in test-mode processor) or `http` (a card processor's API at CARD_HTTP_URL). */
  PAYMENT_CARD_PROVIDER: v.optional(v.picklist(['sandbox', 'http']), 'sandbox'),
  /** The secret card-processor callbacks are signed with (HMAC-SHA256, header X-Payment-Signature). */
  CARD_CALLBACK_SECRET: v.optional(v.string(), CARD_SANDBOX_SECRET),
  /** The card processor's API (PAYMENT_CARD_PROVIDER=http): base URL and bearer key. */
  CARD_HTTP_URL: v.optional(v.string(), ''),
  CARD_HTTP_API_KEY: v.optional(v.string(), ''),
  /**
   * Stripe: the secret key (empty: the Stripe sandbox, test mode played here), the publishable key
   * (Stripe's Payment Element on our page), the webhook signing secret (whsec_…), and the API base URL (empty:
   * Stripe's; a local stand-in in tests).
   */
  STRIPE_SECRET_KEY: v.optional(v.string(), ''),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.string(), ''),
  STRIPE_WEBHOOK_SECRET: v.optional(v.string(), ''),
  STRIPE_API_URL: v.optional(v.string(), ''),
  /**
   * Mastercard Payment Gateway Services, hosted checkout: the gateway's base URL (empty: the sandbox hosted page),
   * merchant id, API password and the webhook notification secret.
   */
  MASTERCARD_GATEWAY_URL: v.optional(v.string(), ''),
  MASTERCARD_MERCHANT_ID: v.optional(v.string(), ''),
  MASTERCARD_API_PASSWORD: v.optional(v.string(), ''),
  MASTERCARD_WEBHOOK_SECRET: v.optional(v.string(), ''),
  /** BYON pay-by-QR: the API base URL (empty: the sandbox payer), merchant id, API key, callback secret. */
  BYON_API_URL: v.optional(v.string(), ''),
  BYON_MERCHANT_ID: v.optional(v.string(), ''),
  BYON_API_KEY: v.optional(v.string(), ''),
  BYON_CALLBACK_SECRET: v.optional(v.string(), ''),
  /** Spiral hosted payment page: the API base URL (empty: the sandbox page), merchant id, API key, callback secret. */
  SPIRAL_API_URL: v.optional(v.string(), ''),
  SPIRAL_MERCHANT_ID: v.optional(v.string(), ''),
  SPIRAL_API_KEY: v.optional(v.string(), ''),
  SPIRAL_CALLBACK_SECRET: v.optional(v.string(), ''),
  /** Where uploaded and demo files live: `disk` (DATA_DIR/files, served at /files) or `s3` (a shared bucket). */
  STORAGE: v.optional(v.picklist(['disk', 's3']), 'disk'),
  /** The bucket (STORAGE=s3); required then. */
  S3_BUCKET: v.optional(v.string(), ''),
  /** AWS region; Cloudflare R2 takes `auto`. */
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  /** Endpoint of an S3-compatible service (R2, MinIO…); empty means AWS S3. */
  S3_ENDPOINT: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url())]), ''),
  /** Address buckets as <endpoint>/<bucket> instead of <bucket>.<endpoint> (MinIO and most local servers). */
  S3_FORCE_PATH_STYLE: v.optional(bool, 'false'),
  /** Static keys; both empty: the SDK's default credential chain (AWS_* variables, profile, instance role). */
  S3_ACCESS_KEY_ID: v.optional(v.string(), ''),
  S3_SECRET_ACCESS_KEY: v.optional(v.string(), ''),
  /** Base URL browsers load files from (the bucket's public URL or a CDN); empty: the bucket's own address. */
  S3_PUBLIC_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url())]), ''),
  /** Prefix of every object key (e.g. `prod/`), so one bucket can serve several sites. */
  S3_PREFIX: v.optional(v.string(), ''),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** The only reader of process.env: parses it once, with defaults, and fails with a readable message. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((k) => (source[k] === undefined ? [] : [[k, source[k]]])),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}

/** Parses APP_SIGNING_KEYS into appId → key. */
export function signingKeys(env: Pick<Env, 'APP_SIGNING_KEYS'>): Map<string, string> {
  return new Map(
    env.APP_SIGNING_KEYS.split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf(':');
        return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
      }),
  );
}
