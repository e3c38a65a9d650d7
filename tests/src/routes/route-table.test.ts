import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeByName, routeTable } from '../../../src/routes/route-table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const specFile = path.resolve(repoRoot, '..', 'shared/spec/marketplace-spec.md');

/** Spec §2 "Route names:", copied for clones without shared/ beside them. */
const FALLBACK_NAMES =
  'home, artaverse, explore, collections, profile, mycollect, createcollect, collectDetail, allAuthors, rank, blog, blogSingle, error, login, forgetpwd, signup, mcevent, axalogin, hsevent, cclandlogin, lubudsreg, pjmreg, pjmtrans, lubudstrans, activity, author, author1, qpwallet, wallet, collectionSingle, itemDetails, itemView, forgotPass, create, item1155, edititem, search, auction, categorySingle, comingSoon, contact, help, helpSingle, maintainance, policy, about, terms, termscon, payment, paymentSuccess, paymentFail, paymentMsg, preOrder, orders, step1, pmsorder, orderDetail, stripe, spiral, checkpay, itemmarket, registerForm, opfnft, artworks, myOrders, merchant, withdraws, pricing, playercollect, faq, faqList, faqDetail, faqSearch, testGLB, userAccount, custonomy, byonx, memberCard, getstart, byon, masterCard, masterDetail, masterSuccess, tutorial';

function specRouteNames(): string[] {
  const text = existsSync(specFile) ? readFileSync(specFile, 'utf8') : '';
  const line = text.split('\n').find((l) => l.startsWith('Route names:'));
  const list = line ? line.slice('Route names:'.length) : FALLBACK_NAMES;
  return list
    .replace(/\.\s*$/, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Spec §2 "Login-required pages". */
const LOGIN_REQUIRED = [
  'author',
  'wallet',
  'itemView',
  'create',
  'item1155',
  'edititem',
  'contact',
  'payment',
  'preOrder',
  'orders',
  'step1',
  'pmsorder',
  'orderDetail',
  'myOrders',
  'withdraws',
  'userAccount',
  'memberCard',
  'profile',
  'createcollect',
  // Not in the spec's list: customer service's page and the platform operators' pages.
  'support',
  'merchantReview',
  'superAdmin',
  // Not in the spec's list either: my e-coupons and the merchant's loyalty tools.
  'myCoupons',
  'merchantLoyalty',
  // Nor the member's tickets and a ticket's code.
  'myTickets',
  'ticket',
  // The door of ticketed events (its owner or named door staff).
  'door',
];

/** Routes still showing the shared "coming soon" screen: none since the event pages were built. */
const COMING_SOON: string[] = [];

describe('route table (spec §2)', () => {
  const names = specRouteNames();

  it('reads the full route list of the spec', () => {
    expect(names.length).toBeGreaterThan(80);
    expect(names).toContain('home');
    expect(names).toContain('tutorial');
  });

  it('registers every spec route at /<name>, once', () => {
    for (const name of names) expect(routeByName.get(name)?.path, name).toBe(`/${name}`);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });

  it('requires login exactly on the login-required pages', () => {
    const auth = routeTable.filter((r) => r.auth).map((r) => r.name);
    expect(auth.sort()).toEqual([...LOGIN_REQUIRED].sort());
  });

  it('caches explore, collections and profile but never login, payment or policy', () => {
    for (const name of ['login', 'payment', 'policy'])
      expect(routeByName.get(name)?.cache, name).toBe('reload');
    for (const name of ['explore', 'collections', 'profile'])
      expect(routeByName.get(name)?.cache, name).toBe('keep');
  });

  it('needs the CREATE permission for create and createcollect', () => {
    expect(routeByName.get('create')?.permission).toBe('CREATE');
    expect(routeByName.get('createcollect')?.permission).toBe('CREATE');
  });

  it('lists exactly the routes still on the coming-soon screen', () => {
    const soon = routeTable.filter((r) => r.screen === 'comingSoon').map((r) => r.name);
    expect(soon.sort()).toEqual([...COMING_SOON].sort());
  });
});
