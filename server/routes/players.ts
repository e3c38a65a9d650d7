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

const tags = ['wallet'];

/** Players (spec §7): a member's wallet bindings and panel preferences; binding runs through wallet steps. */
export const playerRoutes = new Hono<AppEnv>()
  .get(
    '/players/detail',
    operation('playerDetailByMemberId', PlayerDetail, { tags }),
    requireMember,
    input('query', PlayerDetailQuery),
    async (c) => {
      const me = c.var.member!.id;
      return ok(c, await playerDetail(c.var.deps.db, c.req.valid('query').memberId ?? me, me));
    },
  )
  .get(
    '/players/find',
    operation('playerFindByMember', PlayerSummary, { tags }),
    requireMember,
    input('query', PlayerFindQuery),
    async (c) => ok(c, await findPlayer(c.var.deps.db, c.req.valid('query').keyword)),
  )
  .post(
    '/players/update',
    operation('playerUpdate', PlayerDetail, { tags }),
    requireMember,
    input('form', PlayerUpdateForm),
    async (c) => {
      const { deps } = c.var;
      return ok(c, await updatePlayer(deps.db, c.var.member!.id, c.req.valid('form'), deps.now()));
    },
  )
  .post(
    '/players/connect',
    operation('playerConnect', PlayerDetail, { tags }),
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
    operation('playerChangeWallet', PlayerDetail, { tags }),
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
    operation('playerDisconnect', PlayerDetail, { tags }),
    requireMember,
    input('form', PlayerRefForm),
    async (c) => ok(c, await disconnectWallet(c.var.deps, c.var.member!.id, c.req.valid('form').ref)),
  );
