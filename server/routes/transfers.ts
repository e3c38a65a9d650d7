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
  ProductIdBody,
  ProductIdQuery,
} from '../schemas/item-token';
import {
  PageQuery,
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

const tags = ['wallet'] as const;

/**
 * Minting status and retry, NFT transfers to an external wallet (approved by that wallet, then sent on chain),
 * and the item QR code with its short-lived holder proof (§6; spec §2 itemDetails check).
 */
export const transferRoutes = new Hono<AppEnv>()
  .get(
    '/products/mint-status',
    operation('getMintStatus', MintStatus, {
      tags,
      summary: "Read an item's mint status",
      description:
        'Minting state of a SELF item (NONE, PENDING, MINTED, FAILED) with its transaction and token id.',
      codes: ['NOT_FOUND'],
    }),
    input('query', ProductIdQuery),
    async (c) => ok(c, await getMintStatus(c.var.deps, c.req.valid('query').id)),
  )
  .post(
    '/products/mint/retry',
    operation('retryMint', MintStatus, {
      tags,
      summary: 'Retry a failed mint',
      description: "Queues the mint of the creator's item again after a failure.",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'MINT_NOT_RETRYABLE'],
      who: "Only the item's creator.",
    }),
    requireMember,
    input('form', ProductIdBody),
    async (c) => ok(c, await retryMint(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/products/qr',
    operation('getNftQrCode', NftQrCode, {
      tags,
      summary: "Get an item's QR code",
      description:
        'A QR code (data URL) that proves the caller holds the item, valid for under 3 minutes (spec §9).',
      codes: ['NOT_FOUND', 'NO_LONGER_IN_WALLET'],
    }),
    requireMember,
    input('query', ProductIdQuery),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await nftQrCode(c.var.deps, c.var.member!.id, c.req.valid('query').id, origin));
    },
  )
  .get(
    '/products/check',
    operation('verifyNftCheck', NftCheck, {
      tags,
      summary: 'Verify a holder QR code',
      description: 'Checks the proof a holder QR code carries (spec §2 itemDetails `check`).',
      codes: ['NOT_FOUND'],
    }),
    input('query', NftCheckQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await verifyNftCheck(c.var.deps, q.id, q.check));
    },
  )
  .post(
    '/transfers',
    operation('transferToExternalWallet', TransferStarted, {
      tags,
      summary: 'Transfer an item to an external wallet',
      description:
        'Starts a transfer of held units to an external address; that wallet approves it, then it is sent on chain (spec §4).',
      codes: ['NOT_FOUND', 'NO_LONGER_IN_WALLET', 'TRANSFER_TARGET_INVALID', 'WRONG_QUANTITY', 'CONFLICT'],
    }),
    requireMember,
    input('form', TransferForm),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      return ok(c, await startTransfer(c.var.deps, c.var.member!.id, c.req.valid('form'), origin));
    },
  )
  .get(
    '/transfers',
    operation('listTransfers', TransferPage, {
      tags,
      summary: 'List transfers',
      description: "The caller's transfers (transfer record), newest first; keyset-paged.",
    }),
    requireMember,
    input('query', PageQuery),
    async (c) => ok(c, await listTransfers(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/transfers/detail',
    operation('transferByRef', Transfer, {
      tags,
      summary: 'Read a transfer',
      description: "The caller's transfer by `ref`.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', RefQuery),
    async (c) => ok(c, await transferByRef(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/transfers/approve',
    operation('approveTransfer', Transfer, {
      tags,
      summary: 'Approve a transfer',
      description:
        'The receiving wallet approves with its signed Sign-In-with-Ethereum message; the transfer is then sent on chain.',
      codes: ['WALLET_REF_INVALID', 'SIWE_INVALID', 'SIWE_NONCE_USED'],
    }),
    requireMember,
    input('form', TransferApproveForm),
    async (c) => {
      const domain = siweDomain(c.var.deps.env, c.req.url);
      return ok(c, await approveTransfer(c.var.deps, c.var.member!.id, c.req.valid('form'), domain));
    },
  );
