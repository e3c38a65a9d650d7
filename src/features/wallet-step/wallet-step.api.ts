import type { PlayerDetail, SiweNonce, Transfer, WalletStep, WalletType, Withdrawal } from '@schemas/wallets';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** walletStep: what the page opened in the new window has to do (by its single-use ref). */
export const getWalletStep = (ref: string, o: Opts = {}) =>
  api.get<WalletStep>('/api/wallet/step', { ref }, o);
/** siweNonce: a single-use nonce, with the domain and chain the server will check. */
export const getSiweNonce = (ref: string, o: Opts = {}) =>
  api.get<SiweNonce>('/api/wallet/siwe-nonce', { ref }, o);

type Signed = { message?: string; signature?: string };
/** playerConnect: browser wallets send the signed SIWE message; OWN creates the custodial wallet. */
export const playerConnect = (ref: string, walletType: WalletType, s: Signed = {}, o: Opts = {}) =>
  api.post<PlayerDetail>('/api/players/connect', { ref, walletType, ...s }, o);
/** playerChangeWallet: replaces the bound wallet with the one that signed. */
export const playerChangeWallet = (ref: string, walletType: WalletType, s: Signed, o: Opts = {}) =>
  api.post<PlayerDetail>('/api/players/change-wallet', { ref, walletType, ...s }, o);
/** playerDisconnect: unbinds (refused with 4402 while the wallet is in use). */
export const playerDisconnect = (ref: string, o: Opts = {}) =>
  api.post<PlayerDetail>('/api/players/disconnect', { ref }, o);
/** Sandbox custodial provider (no widget URL configured): plays the provider's bind callback. */
export const custonomySandboxConnect = (ref: string, o: Opts = {}) =>
  api.post<unknown>('/api/callbacks/custonomy-sandbox/connect', { ref }, o);

/** The withdrawal a WITHDRAW step confirms or cancels. */
export const getWithdrawDetail = (ref: string, o: Opts = {}) =>
  api.get<Withdrawal>('/api/wallet/withdraw/detail', { ref }, o);
export const decideWithdraw = (ref: string, decision: 'confirm' | 'cancel', o: Opts = {}) =>
  api.post<Withdrawal>('/api/wallet/withdraw/decide', { ref, decision }, o);

/** The transfer a TRANSFER step approves; the receiving wallet signs a SIWE message. */
export const getTransferDetail = (ref: string, o: Opts = {}) =>
  api.get<Transfer>('/api/transfers/detail', { ref }, o);
export const approveTransfer = (ref: string, s: Required<Signed>, o: Opts = {}) =>
  api.post<Transfer>('/api/transfers/approve', { ref, ...s }, o);
