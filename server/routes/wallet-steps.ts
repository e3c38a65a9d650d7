import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { operation } from '../http/describe';
import { ok, refuse } from '../http/envelope';
import { ApiError, fail } from '../http/errors';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { Code } from '../schemas/codes';
import {
  PlayerDetail,
  RefQuery,
  SandboxConnectForm,
  SiweNonce,
  WalletCallbackParams,
  WalletCallbackResult,
  WalletStep,
  WalletUrl,
  WalletUrlQuery,
} from '../schemas/wallets';
import { sandboxesAllowed } from '../sandboxes/exposure';
import { createSandboxCustonomyWallet } from '../services/wallets/custonomy-sandbox';
import { playerDetail } from '../services/wallets/players';
import { issueSiweNonce } from '../services/members/siwe';
import {
  connectWalletUrl,
  getWalletStep,
  loadStep,
  publicOrigin,
  siweDomain,
  unbindWalletUrl,
} from '../services/wallets/wallet-steps';
import { handleWalletCallback, PROVIDER_SIGNATURE_HEADER } from '../services/wallets/callback';

const tags = ['wallet'] as const;

/**
 * Provider callbacks (under /api/callbacks/, not signed with an app key): the body's HMAC under the provider's
 * secret is the only trust, checked in handleWalletCallback.
 */
export const walletCallbackRoutes = new Hono<AppEnv>().post(
  '/callbacks/wallet/:action/:memberId/:token/:appId/:walletType',
  operation('walletAddressCallback', WalletCallbackResult, {
    tags,
    summary: 'Wallet provider callback',
    description:
      "The custodial wallet provider reports the address (spec §7 wallet-address update callback: action, member id, token, app id and wallet type in the path); the body's HMAC under the provider's secret is checked.",
    codes: ['SIGNATURE_INVALID', 'UNKNOWN_APP', 'WALLET_REF_INVALID', 'INVALID_WALLET_ADDRESS'],
    provider: 'walletSignature',
  }),
  input('param', WalletCallbackParams),
  async (c) => {
    const raw = await c.req.text();
    const sig = c.req.header(PROVIDER_SIGNATURE_HEADER);
    return ok(c, await handleWalletCallback(c.var.deps, c.req.valid('param'), raw, sig));
  },
);

/** Delivers a request to the callback routes in-process, as the sandbox provider's HTTP client. */
function inProcessDeliver(deps: Deps) {
  const hub = new Hono<AppEnv>();
  hub.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  hub.onError((err, c) =>
    err instanceof ApiError ? refuse(c, err.code, err.message) : refuse(c, Code.SERVER_ERROR),
  );
  hub.route('/api', walletCallbackRoutes);
  return (path: string, init: RequestInit) => Promise.resolve(hub.request(path, init));
}

/** Wallet steps (spec §4 Wallet connect, Unbind): each opens our own page in a new window by its ref. */
export const walletStepRoutes = new Hono<AppEnv>()
  .get(
    '/wallet/connect-url',
    operation('getConnectWalletUrl', WalletUrl, {
      tags,
      summary: 'Start connecting a wallet',
      description:
        'Answers the URL of the wallet step to open in a new window for a chain and wallet type; the step binds the wallet and the app re-reads the member (spec §4 Wallet connect).',
      codes: ['WALLET_NEEDS_CONTACT'],
    }),
    requireMember,
    input('query', WalletUrlQuery),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await connectWalletUrl(c.var.deps, c.var.member!.id, c.req.valid('query'), origin));
    },
  )
  .get(
    '/wallet/unbind-url',
    operation('getUnbindWalletUrl', WalletUrl, {
      tags,
      summary: 'Start unbinding a wallet',
      description: 'Answers the URL of the unbind step (spec §4 Unbind).',
      codes: ['NO_WALLET', 'WALLET_IN_USE'],
    }),
    requireMember,
    input('query', WalletUrlQuery),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await unbindWalletUrl(c.var.deps, c.var.member!.id, c.req.valid('query'), origin));
    },
  )
  .get(
    '/wallet/step',
    operation('walletStep', WalletStep, {
      tags,
      summary: 'Read a wallet step',
      description:
        'The open wallet step by its `ref`: operation, chain and wallet type, for the window it runs in.',
      codes: ['WALLET_REF_INVALID'],
    }),
    requireMember,
    input('query', RefQuery),
    async (c) => ok(c, await getWalletStep(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .get(
    '/wallet/siwe-nonce',
    operation('siweNonce', SiweNonce, {
      tags,
      summary: 'Get a Sign-In-with-Ethereum message',
      description: 'The message a browser wallet signs to prove the address in a wallet step.',
      codes: ['WALLET_REF_INVALID', 'SIWE_NONCE_USED'],
    }),
    requireMember,
    input('query', RefQuery),
    async (c) => {
      const domain = siweDomain(c.var.deps.env, c.req.url);
      return ok(c, await issueSiweNonce(c.var.deps, c.var.member!.id, c.req.valid('query').ref, domain));
    },
  )
  .route('/', walletCallbackRoutes)
  .post(
    '/callbacks/custonomy-sandbox/connect',
    operation('custonomySandboxConnect', PlayerDetail, {
      tags,
      summary: 'Connect the sandbox custodial wallet',
      description:
        'The CUSTONOMY sandbox widget: creates the custodial wallet of an open wallet step. 404 when a real provider is configured or sandboxes may not run.',
      codes: ['NOT_FOUND', 'WALLET_REF_INVALID', 'WALLET_NEEDS_CONTACT'],
      provider: 'browserRedirect',
    }),
    requireMember,
    input('form', SandboxConnectForm),
    async (c) => {
      const { deps } = c.var;
      // A real provider is configured, or sandboxes may not run here (server/sandboxes).
      if (deps.env.CUSTONOMY_WIDGET_URL || !sandboxesAllowed(deps.env)) fail('NOT_FOUND');
      const memberId = c.var.member!.id;
      const step = await loadStep(deps, memberId, c.req.valid('form').ref, {
        ops: ['CONNECT', 'CHANGE'],
        open: true,
      });
      if (step.walletType !== 'CUSTONOMY') fail('WALLET_REF_INVALID');
      await createSandboxCustonomyWallet(deps, step, inProcessDeliver(deps));
      return ok(c, await playerDetail(deps.db, memberId, memberId));
    },
  );
