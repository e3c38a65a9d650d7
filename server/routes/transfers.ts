import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  MintStatus,
  NftCheck,
  NftCheckQuery,
  NftQrCode,
  PageQuery,
  ProductIdBody,
  ProductIdQuery,
  RefQuery,
  Transfer,
  TransferApproveForm,
  TransferForm,
  TransferPage,
  TransferStarted,
} from '../schemas/wallets';
import { getMintStatus, retryMint } from '../services/catalog/mint/status';
import { nftQrCode, verifyNftCheck } from '../services/catalog/nft-qr';
import { approveTransfer, listTransfers, startTransfer, transferByRef } from '../services/wallets/transfers';
import { publicOrigin, siweDomain } from '../services/wallets/wallet-steps';

const tags = ['wallet'];

/**
 * Minting status and retry, NFT transfers to an external wallet (approved by that wallet, then sent on chain),
 * and the item QR code with its short-lived holder proof (issue 5 §3, §6; spec §2 itemDetails check).
 */
export const transferRoutes = new Hono<AppEnv>()
  .get(
    '/products/mint-status',
    operation('getMintStatus', MintStatus, { tags }),
    input('query', ProductIdQuery),
    async (c) => ok(c, await getMintStatus(c.var.deps, c.req.valid('query').id)),
  )
  .post(
    '/products/mint/retry',
    operation('retryMint', MintStatus, { tags }),
    requireMember,
    input('form', ProductIdBody),
    async (c) => ok(c, await retryMint(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/products/qr',
    operation('getNftQrCode', NftQrCode, { tags }),
    requireMember,
    input('query', ProductIdQuery),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await nftQrCode(c.var.deps, c.var.member!.id, c.req.valid('query').id, origin));
    },
  )
  .get(
    '/products/check',
    operation('verifyNftCheck', NftCheck, { tags }),
    input('query', NftCheckQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await verifyNftCheck(c.var.deps, q.id, q.check));
    },
  )
  .post(
    '/transfers',
    operation('transferToExternalWallet', TransferStarted, { tags }),
    requireMember,
    input('form', TransferForm),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await startTransfer(c.var.deps, c.var.member!.id, c.req.valid('form'), origin));
    },
  )
  .get(
    '/transfers',
    operation('listTransfers', TransferPage, { tags }),
    requireMember,
    input('query', PageQuery),
    async (c) => ok(c, await listTransfers(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/transfers/detail',
    operation('transferByRef', Transfer, { tags }),
    requireMember,
    input('query', RefQuery),
    async (c) => ok(c, await transferByRef(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/transfers/approve',
    operation('approveTransfer', Transfer, { tags }),
    requireMember,
    input('form', TransferApproveForm),
    async (c) => {
      const domain = siweDomain(c.var.deps.env, c.req.url);
      return ok(c, await approveTransfer(c.var.deps, c.var.member!.id, c.req.valid('form'), domain));
    },
  );
