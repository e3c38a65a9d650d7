import type { Env } from '../env';
import { devMailboxImplied } from '../notify/dev-mailbox';
import { isSandbox as googleSandboxImplied } from '../oidc/config';
import type { SandboxId } from '../schemas/sandboxes';
import { custonomySandboxImplied } from '../services/wallets/custonomy-sandbox';
import { cardSandboxImplied } from '../payments/card/sandbox';
import { ratesSandboxImplied } from '../services/wallets/rates';
import { publicExposure, sandboxesAllowed } from './exposure';

/** One sandbox provider: what in the configuration implies it, why it must not face the network, what replaces it. */
export type SandboxRule = {
  id: SandboxId;
  implied: (env: Env) => boolean;
  risk: string;
  replacedBy: string;
};

/**
 * Every sandbox provider the configuration can imply. A new one (a payment sandbox…) adds its rule here and its
 * id to server/schemas/sandboxes.ts; the start-up refusal, the banner and its own guard then follow.
 */
export const SANDBOX_RULES: readonly SandboxRule[] = [
  {
    id: 'google',
    implied: googleSandboxImplied,
    risk: 'the sandbox Google issuer vouches for any typed e-mail, so anyone signs in as that member',
    replacedBy: 'GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  },
  {
    id: 'devMailbox',
    implied: devMailboxImplied,
    risk: 'the dev mailbox (#/devMailbox) shows every login code and picture-code answer',
    replacedBy: 'SMTP_URL and SMS_PROVIDER=http (with SMS_HTTP_URL), or DEV_MAILBOX=false',
  },
  {
    id: 'custonomy',
    implied: custonomySandboxImplied,
    risk: 'the CUSTONOMY sandbox binds made-up wallets and its callback secret is public',
    replacedBy: 'CUSTONOMY_WIDGET_URL and CUSTONOMY_CALLBACK_SECRET',
  },
  {
    id: 'rates',
    implied: ratesSandboxImplied,
    risk: 'exchange rates come from a fixed table, not the market',
    replacedBy: 'RATES_PROVIDER=http and RATES_URL',
  },
  {
    id: 'card',
    implied: cardSandboxImplied,
    risk: 'the sandbox card processor approves test card numbers without moving money, and its callback secret is public',
    replacedBy: 'PAYMENT_CARD_PROVIDER=http with CARD_HTTP_URL, CARD_HTTP_API_KEY and CARD_CALLBACK_SECRET',
  },
  {
    id: 'stripe',
    implied: (env) => env.STRIPE_SECRET_KEY === '',
    risk: 'the Stripe sandbox plays test mode: test cards pay without moving money, its webhooks are signed with a public secret',
    replacedBy: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
  },
  {
    id: 'mastercard',
    implied: (env) => env.MASTERCARD_GATEWAY_URL === '',
    risk: 'the Mastercard sandbox hosted page approves test cards without moving money',
    replacedBy:
      'MASTERCARD_GATEWAY_URL, MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD and MASTERCARD_WEBHOOK_SECRET',
  },
  {
    id: 'byon',
    implied: (env) => env.BYON_API_URL === '',
    risk: 'the BYON sandbox payer confirms QR payments without moving money, its callbacks are signed with a public secret',
    replacedBy: 'BYON_API_URL, BYON_MERCHANT_ID, BYON_API_KEY and BYON_CALLBACK_SECRET',
  },
  {
    id: 'spiral',
    implied: (env) => env.SPIRAL_API_URL === '',
    risk: 'the Spiral sandbox hosted page pays without moving money, its callbacks are signed with a public secret',
    replacedBy: 'SPIRAL_API_URL, SPIRAL_MERCHANT_ID, SPIRAL_API_KEY and SPIRAL_CALLBACK_SECRET',
  },
  {
    id: 'superAdmin',
    implied: (env) => env.SUPER_ADMIN_PASSWORD_HASH === '',
    risk: 'the super admin password is the public sandbox one, so any operator account unlocks the internal offering',
    replacedBy: 'SUPER_ADMIN_PASSWORD_HASH (an argon2id hash of your own password)',
  },
];

export type SandboxPolicy = {
  /** Sandboxes the configuration implies. */
  implied: SandboxId[];
  /** Sandboxes running: the implied ones when allowed, else none. */
  on: SandboxId[];
  /** The setting that exposes this server (`HOST=0.0.0.0`, `PUBLIC_URL=…`), or null. */
  exposure: string | null;
  /** Why the server must not start, naming the settings to give; null when it may. */
  refusal: string | null;
};

/** Decides from the configuration alone which sandboxes run and whether the server may start (pure). */
export function sandboxPolicy(env: Env): SandboxPolicy {
  const rules = SANDBOX_RULES.filter((r) => r.implied(env));
  const implied = rules.map((r) => r.id);
  const allowed = sandboxesAllowed(env);
  const exposure = publicExposure(env);
  return {
    implied,
    on: allowed ? implied : [],
    exposure,
    refusal: rules.length > 0 && !allowed ? refusalText(rules, env, exposure) : null,
  };
}

function refusalText(rules: readonly SandboxRule[], env: Env, exposure: string | null): string {
  const why =
    env.SANDBOXES === 'off'
      ? 'SANDBOXES=off, yet the configuration still implies sandbox providers:'
      : `this server is reachable beyond this machine (${exposure}) and the configuration implies sandbox providers:`;
  const lines = rules.map((r) => `  - ${r.id}: ${r.risk}.\n    Set ${r.replacedBy}.`);
  const ways =
    env.SANDBOXES === 'off'
      ? 'Give those settings, or SANDBOXES=auto to allow sandboxes on a loopback address.'
      : 'Give those settings; or listen on a loopback address (HOST=127.0.0.1, PUBLIC_URL empty or loopback);\n' +
        'or, for a public demo with nothing real behind it, set SANDBOXES=on (the app then shows a banner).';
  return `Refusing to start: ${why}\n${lines.join('\n')}\n${ways}`;
}
