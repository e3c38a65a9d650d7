import type { LinguiConfig } from '@lingui/conf';

/**
 * Features whose messages live in their own catalog (locales/{locale}/{feature}.po), loaded with the routes
 * and lazy parts that show them (src/lib/i18n.ts `loadCatalogs`), so the first screen downloads only its own
 * texts. Everything else (shell, components, lib, routes) is in `messages.po`, loaded before the first render.
 */
export const FEATURE_CATALOGS = [
  'activity',
  'auctions',
  'campaigns',
  'cards',
  'catalog',
  'checkout',
  'coins',
  'collections',
  'contact',
  'content',
  'coupons',
  'door',
  'getstart',
  'inspector',
  'item-detail',
  'items',
  'members',
  'merchant-console',
  'merchant-page',
  'merchants',
  'newsletter',
  'notifications',
  'orders',
  'payments',
  'pricing',
  'qpwallet',
  'seo',
  'showcase',
  'tickets',
  'wallet',
  'wallet-step',
] as const;

/**
 * The server's own texts (mails, notifications, receipts, share pages): locales/{locale}/server.po, read by
 * server/i18n/catalogs.ts and never sent to the app (scripts/vite-app-shell.ts leaves it out of the build).
 */
export const SERVER_CATALOG = 'server';

// Interface languages of spec §1. en_JP and en_KR carry Japanese and Korean text (spec §9).
const config: LinguiConfig = {
  locales: ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'],
  sourceLocale: 'en_US',
  fallbackLocales: { default: 'en_US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'server/schemas'],
      exclude: FEATURE_CATALOGS.map((f) => `<rootDir>/src/features/${f}/**`),
    },
    ...FEATURE_CATALOGS.map((f) => ({
      path: `<rootDir>/locales/{locale}/${f}`,
      include: [`src/features/${f}`],
    })),
    {
      path: `<rootDir>/locales/{locale}/${SERVER_CATALOG}`,
      include: ['server'],
      exclude: ['<rootDir>/server/schemas/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
};
export default config;
