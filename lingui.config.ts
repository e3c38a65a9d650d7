import type { LinguiConfig } from '@lingui/conf';

// Interface languages of spec §1. en_JP and en_KR carry Japanese and Korean text (spec §9).
const config: LinguiConfig = {
  locales: ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'],
  sourceLocale: 'en_US',
  fallbackLocales: { default: 'en_US' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'server/schemas'] }],
  format: 'po',
  orderBy: 'messageId',
};
export default config;
