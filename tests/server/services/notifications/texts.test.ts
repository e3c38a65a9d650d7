import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../server/schemas/common';
import { NOTIFICATION_KINDS, RECEIVED_SOURCES } from '../../../../server/schemas/notifications';
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

  it('a ticket order’s DELIVERED says its tickets are issued, with no payment line, in each language', () => {
    for (const locale of LOCALES) {
      const delivered = notificationMail(locale, 'DELIVERED', facts);
      const issued = notificationMail(locale, 'DELIVERED', { ...facts, issued: 'TICKETS' });
      expect(issued.subject).not.toBe(delivered.subject);
      expect(`${issued.subject} ${issued.text}`).toContain('O20261125K3Q9ZP2M7D');
      expect(`${issued.subject} ${issued.text}`).not.toContain('HKD 20.00');
    }
    expect(notificationMail('en_US', 'DELIVERED', { ...facts, issued: 'TICKETS' }).subject).toBe(
      'Your tickets for order O20261125K3Q9ZP2M7D are issued',
    );
  });

  it('a shipment names the waybill when there is one, and English when the language is unknown', () => {
    expect(notificationMail('xx', 'SHIPPED', facts).text).toContain('(Kerry, waybill KE-1)');
    const bare = notificationMail('en_JP', 'SHIPPED', { title: 'Tea mug', orderNumber: 'O1' });
    expect(bare.text).toBe('出品者が「Tea mug」（ご注文 O1）を発送しました。');
  });

  it('a card or a coupon received reads by how it came: a member’s gift names the member, a merchant’s the merchant', () => {
    const got = { title: 'Tea 10% off', from: 'Ann', merchant: 'Kowloon Tea', stampCard: 'Coffee card' };
    for (const locale of LOCALES) {
      const subjects = new Set<string>();
      for (const source of RECEIVED_SOURCES) {
        const m = notificationMail(locale, 'COUPON_RECEIVED', { ...got, source });
        const all = `${m.subject} ${m.text}`;
        expect(all).not.toMatch(/undefined|null/);
        expect(all).toContain('Tea 10% off');
        expect(all).toContain(source === 'TRANSFER' ? 'Ann' : 'Kowloon Tea');
        if (source === 'STAMP_REWARD') expect(all).toContain('Coffee card');
        subjects.add(m.subject);
      }
      expect(subjects.size).toBe(RECEIVED_SOURCES.length);
      const cards = (['TRANSFER', 'CLAIM', 'CAMPAIGN'] as const).map(
        (source) => notificationMail(locale, 'CARD_RECEIVED', { ...got, source }).subject,
      );
      expect(new Set(cards).size).toBe(3);
      // Recorded before sources existed: a transfer.
      expect(notificationMail(locale, 'CARD_RECEIVED', { title: 'Bean Club', from: 'Ann' })).toEqual(
        notificationMail(locale, 'CARD_RECEIVED', { title: 'Bean Club', from: 'Ann', source: 'TRANSFER' }),
      );
    }
    expect(
      notificationMail('en_US', 'CARD_RECEIVED', { ...got, title: 'Bean Club', source: 'CLAIM' }).text,
    ).toBe('You joined the membership card "Bean Club" of Kowloon Tea. It is in your cards.');
    expect(notificationMail('en_US', 'COUPON_RECEIVED', { ...got, source: 'CAMPAIGN' }).subject).toBe(
      'You received the coupon Tea 10% off from Kowloon Tea',
    );
    expect(notificationMail('en_JP', 'COUPON_RECEIVED', { ...got, source: 'STAMP_REWARD' }).text).toBe(
      'Kowloon Tea のスタンプカード「Coffee card」が完成し、クーポン「Tea 10% off」を獲得しました。クーポン一覧でご確認ください。',
    );
  });
});
