import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../server/schemas/common';
import { NOTIFICATION_KINDS } from '../../../../server/schemas/notifications';
import { notificationMail } from '../../../../server/services/notifications/texts';

const facts = {
  title: 'Tea mug',
  orderNumber: 'O20261125K3Q9ZP2M7D',
  logisticsCompany: 'Kerry',
  waybillNumber: 'KE-1',
  amount: 'HKD 20.00',
  from: 'Ann',
};

describe('notification mails', () => {
  it('every kind has a subject and a text in each of the five languages, naming what it is about', () => {
    for (const locale of LOCALES) {
      const seen = new Set<string>();
      for (const kind of NOTIFICATION_KINDS) {
        const m = notificationMail(locale, kind, facts);
        expect(m.subject.length).toBeGreaterThan(0);
        expect(`${m.subject} ${m.text}`).not.toMatch(/undefined|null/);
        expect(`${m.subject} ${m.text}`).toMatch(/Tea mug|O20261125K3Q9ZP2M7D/);
        seen.add(m.subject);
      }
      expect(seen.size).toBe(NOTIFICATION_KINDS.length);
    }
  });

  it('a shipment names the waybill when there is one, and English when the language is unknown', () => {
    expect(notificationMail('xx', 'SHIPPED', facts).text).toContain('(Kerry, waybill KE-1)');
    const bare = notificationMail('en_JP', 'SHIPPED', { title: 'Tea mug', orderNumber: 'O1' });
    expect(bare.text).toBe('出品者が「Tea mug」（ご注文 O1）を発送しました。');
  });
});
