import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  PlayerConnectForm,
  PlayerDetail,
  PlayerDetailQuery,
  PlayerFindQuery,
  PlayerRefForm,
  PlayerSummary,
  PlayerUpdateForm,
} from '../schemas/wallets';
import { findPlayer, playerDetail, updatePlayer } from '../services/wallets/players';
import { siweDomain } from '../services/wallets/wallet-steps';
import { connectWallet, disconnectWallet } from '../services/wallets/connect';

const tags = ['wallet'] as const;

/** Players (spec §7): a member's wallet bindings and panel preferences; binding runs through wallet steps. */
export const playerRoutes = new Hono<AppEnv>()
  .get(
    '/players/detail',
    operation('playerDetailByMemberId', PlayerDetail, {
      tags,
      summary: 'Read wallet bindings',
      description: "The member's wallets per chain and panel preferences (spec §7 detailByMemberId).",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', PlayerDetailQuery),
    async (c) => {
      const me = c.var.member!.id;
      return ok(c, await playerDetail(c.var.deps.db, c.req.valid('query').memberId ?? me, me));
    },
  )
  .get(
    '/players/find',
    operation('playerFindByMember', PlayerSummary, {
      tags,
      summary: 'Find a player',
      description: "A member's player summary (spec §7 findByMember).",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', PlayerFindQuery),
    async (c) => ok(c, await findPlayer(c.var.deps.db, c.req.valid('query').keyword)),
  )
  .post(
    '/players/update',
    operation('playerUpdate', PlayerDetail, {
      tags,
      summary: 'Update wallet preferences',
      description: "Saves the wallet panel's preferences (spec §7 update).",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('form', PlayerUpdateForm),
    async (c) => {
      const { deps } = c.var;
      return ok(c, await updatePlayer(deps.db, c.var.member!.id, c.req.valid('form'), deps.now()));
    },
  )
  .post(
    '/players/connect',
    operation('playerConnect', PlayerDetail, {
      tags,
      summary: 'Bind a browser wallet',
      description:
        'Binds the address a browser wallet proved by its signed Sign-In-with-Ethereum message (spec §7 connect).',
      codes: [
        'WALLET_REF_INVALID',
        'SIWE_INVALID',
        'SIWE_NONCE_USED',
        'WALLET_BOUND_ELSEWHERE',
        'WALLET_IN_USE',
      ],
    }),
    requireMember,
    input('form', PlayerConnectForm),
    async (c) => {
      const domain = siweDomain(c.var.deps.env, c.req.url);
      const form = c.req.valid('form');
      return ok(c, await connectWallet(c.var.deps, c.var.member!.id, form, 'CONNECT', domain));
    },
  )
  .post(
    '/players/change-wallet',
    operation('playerChangeWallet', PlayerDetail, {
      tags,
      summary: 'Change the bound wallet',
      description: 'Replaces the bound wallet with a newly proved one (spec §7 change wallet).',
      codes: [
        'WALLET_REF_INVALID',
        'SIWE_INVALID',
        'SIWE_NONCE_USED',
        'WALLET_BOUND_ELSEWHERE',
        'WALLET_IN_USE',
      ],
    }),
    requireMember,
    input('form', PlayerConnectForm),
    async (c) => {
      const domain = siweDomain(c.var.deps.env, c.req.url);
      const form = c.req.valid('form');
      return ok(c, await connectWallet(c.var.deps, c.var.member!.id, form, 'CHANGE', domain));
    },
  )
  .post(
    '/players/disconnect',
    operation('playerDisconnect', PlayerDetail, {
      tags,
      summary: 'Unbind a wallet',
      description: 'Finishes an unbind step (spec §7 disconnect); refused while the wallet is in use.',
      codes: ['WALLET_REF_INVALID', 'NO_WALLET', 'WALLET_IN_USE'],
    }),
    requireMember,
    input('form', PlayerRefForm),
    async (c) => ok(c, await disconnectWallet(c.var.deps, c.var.member!.id, c.req.valid('form').ref)),
  );
