import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../server/i18n/catalogs';
import { LOCALES } from '../../../server/schemas/common';

describe('server catalogs', () => {
  it('reads each language from its catalog, once', () => {
    for (const locale of LOCALES) {
      const i18n = serverI18n(locale);
      expect(i18n.locale).toBe(locale);
      expect(serverI18n(locale)).toBe(i18n);
    }
    expect(serverI18n('zh_TW')._('Your verification code')).toBe('您的驗證碼');
  });

  it('en_JP and en_KR mails read Japanese and Korean (spec §9), with their placeholders filled', () => {
    const text =
      'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.';
    expect(serverI18n('en_JP')._(text, { code: '123456', minutes: 5 })).toContain('認証コードは 123456 です');
    expect(serverI18n('en_KR')._(text, { code: '123456', minutes: 5 })).toContain('인증 코드는 123456입니다');
    expect(serverI18n('en_KR')._('Your {plan} plan is active', { plan: 'Basic' })).toBe(
      'Basic 요금제가 활성화되었습니다',
    );
  });

  it('an unknown or missing language reads English', () => {
    for (const locale of ['xx', '', null, undefined]) expect(serverI18n(locale)).toBe(serverI18n('en_US'));
  });

  it('a text the catalog lacks reads as its English id, with its placeholders filled', () => {
    expect(serverI18n('zh_CN')._('Not in any catalog {n}', { n: 3 })).toBe('Not in any catalog 3');
  });
});
