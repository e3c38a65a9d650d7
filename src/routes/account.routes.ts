import * as v from 'valibot';
import { AUTH, KEEP, r } from './route-spec';

const loginSearch = v.object({
  redirect: v.optional(v.string()),
  /** Back from Google: a one-time ticket, or the refusal code (server/oidc/google.ts). */
  oidc: v.optional(v.string()),
  oidc_error: v.optional(v.string()),
});

/** The member's own pages: signing in and up, profile, wallets, withdrawals, cards and coupons (spec §2). */
export const accountRoutes = [
  r('profile', () => import('./screens/profile'), { catalogs: ['members'], ...AUTH, ...KEEP }),
  r('login', () => import('./screens/login'), { catalogs: ['members'], search: loginSearch }),
  r('forgetpwd', () => import('./screens/forgetpwd'), { catalogs: ['members'] }),
  r('signup', () => import('./screens/signup'), { catalogs: ['members'], search: loginSearch }),
  r('qpwallet', () => import('./screens/qpwallet'), {
    catalogs: ['members', 'qpwallet', 'wallet'],
    search: v.object({
      type: v.optional(v.string()),
      lang: v.optional(v.string()),
      mcId: v.optional(v.string()),
      redirect: v.optional(v.string()),
    }),
  }),
  // `ref` runs a wallet step (the page opened in a new window); `pf=web3&op=…` is the return from one.
  r('wallet', () => import('./screens/wallet'), {
    catalogs: ['coins', 'wallet', 'wallet-step'],
    ...AUTH,
    search: v.object({
      pf: v.optional(v.string()),
      op: v.optional(v.string()),
      ref: v.optional(v.string()),
      tab: v.optional(v.picklist(['overview', 'transfers', 'coins'])),
    }),
  }),
  r('forgotPass', () => import('./screens/forgot-pass'), { catalogs: ['members'] }),
  r('withdraws', () => import('./screens/withdraws'), { ...AUTH, catalogs: ['wallet'] }),
  r('userAccount', () => import('./screens/user-account'), {
    catalogs: ['members'],
    ...AUTH,
    search: v.object({ type: v.optional(v.string()), pf: v.optional(v.string()) }),
  }),
  r('custonomy', () => import('./screens/custonomy'), {
    catalogs: ['wallet-step'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  r('memberCard', () => import('./screens/member-card'), {
    ...AUTH,
    catalogs: ['cards', 'members'],
    search: v.object({
      id: v.optional(v.string()),
      view: v.optional(v.picklist(['qr', 'info', 'activate', 'transfer'])),
    }),
  }),
  // My e-coupons: the profile menu's entry when no external coupon site is configured.
  r('myCoupons', () => import('./screens/my-coupons'), {
    ...AUTH,
    catalogs: ['coupons', 'members'],
    search: v.object({
      tab: v.optional(v.picklist(['mine', 'collect', 'stamps'])),
      merchant: v.optional(v.string()),
    }),
  }),
  r('getstart', () => import('./screens/getstart'), { catalogs: ['getstart', 'members'] }),
  /** Dev-only mailbox: mail and SMS held in the outbox while nothing is delivered. */
  r('devMailbox', () => import('./screens/dev-mailbox'), { catalogs: ['members'] }),
];
