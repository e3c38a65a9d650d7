import type { Locale } from '../../schemas/common';
import type { NotificationFacts, ReceivedSource } from '../../schemas/notifications';

type Mail = { subject: string; text: string };
type Facts = { title: string; from: string; merchant: string; stampCard: string };
type Line = (f: Facts) => Mail;
/** A card only comes from a member, by the member's own claim or from a merchant's campaign. */
type CardSource = 'TRANSFER' | 'CLAIM' | 'CAMPAIGN';
type Received = { card: Record<CardSource, Line>; coupon: Record<ReceivedSource, Line> };

const EN: Received = {
  card: {
    TRANSFER: (f) => ({
      subject: `You received a membership card: ${f.title}`,
      text: `${f.from} gave you the membership card "${f.title}". It is in your cards.`,
    }),
    CLAIM: (f) => ({
      subject: `You joined the membership card ${f.title}`,
      text: `You joined the membership card "${f.title}" of ${f.merchant}. It is in your cards.`,
    }),
    CAMPAIGN: (f) => ({
      subject: `You received the membership card ${f.title} from ${f.merchant}`,
      text: `You received the membership card "${f.title}" from the merchant ${f.merchant}. It is in your cards.`,
    }),
  },
  coupon: {
    TRANSFER: (f) => ({
      subject: `You received a coupon: ${f.title}`,
      text: `${f.from} gave you the coupon "${f.title}". It is in your coupons.`,
    }),
    CLAIM: (f) => ({
      subject: `You collected the coupon ${f.title}`,
      text: `You collected the coupon "${f.title}" of ${f.merchant}. It is in your coupons.`,
    }),
    CAMPAIGN: (f) => ({
      subject: `You received the coupon ${f.title} from ${f.merchant}`,
      text: `You received the coupon "${f.title}" from the merchant ${f.merchant}. It is in your coupons.`,
    }),
    STAMP_REWARD: (f) => ({
      subject: `Your stamp card ${f.stampCard} is complete`,
      text: `Your stamp card "${f.stampCard}" of ${f.merchant} is complete: you received the coupon "${f.title}". It is in your coupons.`,
    }),
    PURCHASE: (f) => ({
      subject: `Your coupon ${f.title} is ready`,
      text: `The coupon "${f.title}" you bought from ${f.merchant} is in your coupons.`,
    }),
  },
};

const ZH_TW: Received = {
  card: {
    TRANSFER: (f) => ({
      subject: `您收到一張會員卡：${f.title}`,
      text: `${f.from} 送給您會員卡「${f.title}」，已放入您的會員卡。`,
    }),
    CLAIM: (f) => ({
      subject: `您已加入會員卡：${f.title}`,
      text: `您已加入 ${f.merchant} 的會員卡「${f.title}」，已放入您的會員卡。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `您獲得 ${f.merchant} 的會員卡：${f.title}`,
      text: `您從商戶 ${f.merchant} 獲得會員卡「${f.title}」，已放入您的會員卡。`,
    }),
  },
  coupon: {
    TRANSFER: (f) => ({
      subject: `您收到一張優惠券：${f.title}`,
      text: `${f.from} 送給您優惠券「${f.title}」，已放入您的優惠券。`,
    }),
    CLAIM: (f) => ({
      subject: `您已領取優惠券：${f.title}`,
      text: `您已領取 ${f.merchant} 的優惠券「${f.title}」，已放入您的優惠券。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `您獲得 ${f.merchant} 的優惠券：${f.title}`,
      text: `您從商戶 ${f.merchant} 獲得優惠券「${f.title}」，已放入您的優惠券。`,
    }),
    STAMP_REWARD: (f) => ({
      subject: `您的集點卡「${f.stampCard}」已集滿`,
      text: `您在 ${f.merchant} 的集點卡「${f.stampCard}」已集滿，獲得優惠券「${f.title}」，已放入您的優惠券。`,
    }),
    PURCHASE: (f) => ({
      subject: `您購買的優惠券已發放：${f.title}`,
      text: `您向 ${f.merchant} 購買的優惠券「${f.title}」已放入您的優惠券。`,
    }),
  },
};

const ZH_CN: Received = {
  card: {
    TRANSFER: (f) => ({
      subject: `您收到一张会员卡：${f.title}`,
      text: `${f.from} 送给您会员卡“${f.title}”，已放入您的会员卡。`,
    }),
    CLAIM: (f) => ({
      subject: `您已加入会员卡：${f.title}`,
      text: `您已加入 ${f.merchant} 的会员卡“${f.title}”，已放入您的会员卡。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `您获得 ${f.merchant} 的会员卡：${f.title}`,
      text: `您从商户 ${f.merchant} 获得会员卡“${f.title}”，已放入您的会员卡。`,
    }),
  },
  coupon: {
    TRANSFER: (f) => ({
      subject: `您收到一张优惠券：${f.title}`,
      text: `${f.from} 送给您优惠券“${f.title}”，已放入您的优惠券。`,
    }),
    CLAIM: (f) => ({
      subject: `您已领取优惠券：${f.title}`,
      text: `您已领取 ${f.merchant} 的优惠券“${f.title}”，已放入您的优惠券。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `您获得 ${f.merchant} 的优惠券：${f.title}`,
      text: `您从商户 ${f.merchant} 获得优惠券“${f.title}”，已放入您的优惠券。`,
    }),
    STAMP_REWARD: (f) => ({
      subject: `您的集点卡“${f.stampCard}”已集满`,
      text: `您在 ${f.merchant} 的集点卡“${f.stampCard}”已集满，获得优惠券“${f.title}”，已放入您的优惠券。`,
    }),
    PURCHASE: (f) => ({
      subject: `您购买的优惠券已发放：${f.title}`,
      text: `您向 ${f.merchant} 购买的优惠券“${f.title}”已放入您的优惠券。`,
    }),
  },
};

const JA: Received = {
  card: {
    TRANSFER: (f) => ({
      subject: `会員カードを受け取りました：${f.title}`,
      text: `${f.from} さんから会員カード「${f.title}」が届きました。カード一覧でご確認ください。`,
    }),
    CLAIM: (f) => ({
      subject: `会員カードに入会しました：${f.title}`,
      text: `${f.merchant} の会員カード「${f.title}」に入会しました。カード一覧でご確認ください。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `${f.merchant} から会員カードが届きました：${f.title}`,
      text: `ショップ ${f.merchant} から会員カード「${f.title}」が届きました。カード一覧でご確認ください。`,
    }),
  },
  coupon: {
    TRANSFER: (f) => ({
      subject: `クーポンを受け取りました：${f.title}`,
      text: `${f.from} さんからクーポン「${f.title}」が届きました。クーポン一覧でご確認ください。`,
    }),
    CLAIM: (f) => ({
      subject: `クーポンを獲得しました：${f.title}`,
      text: `${f.merchant} のクーポン「${f.title}」を獲得しました。クーポン一覧でご確認ください。`,
    }),
    CAMPAIGN: (f) => ({
      subject: `${f.merchant} からクーポンが届きました：${f.title}`,
      text: `ショップ ${f.merchant} からクーポン「${f.title}」が届きました。クーポン一覧でご確認ください。`,
    }),
    STAMP_REWARD: (f) => ({
      subject: `スタンプカード「${f.stampCard}」が完成しました`,
      text: `${f.merchant} のスタンプカード「${f.stampCard}」が完成し、クーポン「${f.title}」を獲得しました。クーポン一覧でご確認ください。`,
    }),
    PURCHASE: (f) => ({
      subject: `ご購入のクーポンをお届けしました：${f.title}`,
      text: `${f.merchant} でご購入のクーポン「${f.title}」をお届けしました。クーポン一覧でご確認ください。`,
    }),
  },
};

const KO: Received = {
  card: {
    TRANSFER: (f) => ({
      subject: `멤버십 카드를 받았습니다: ${f.title}`,
      text: `${f.from} 님이 멤버십 카드 「${f.title}」을(를) 보냈습니다. 내 카드에서 확인하세요.`,
    }),
    CLAIM: (f) => ({
      subject: `멤버십 카드에 가입했습니다: ${f.title}`,
      text: `${f.merchant}의 멤버십 카드 「${f.title}」에 가입했습니다. 내 카드에서 확인하세요.`,
    }),
    CAMPAIGN: (f) => ({
      subject: `${f.merchant}에서 멤버십 카드가 도착했습니다: ${f.title}`,
      text: `판매자 ${f.merchant}에게서 멤버십 카드 「${f.title}」을(를) 받았습니다. 내 카드에서 확인하세요.`,
    }),
  },
  coupon: {
    TRANSFER: (f) => ({
      subject: `쿠폰을 받았습니다: ${f.title}`,
      text: `${f.from} 님이 쿠폰 「${f.title}」을(를) 보냈습니다. 내 쿠폰에서 확인하세요.`,
    }),
    CLAIM: (f) => ({
      subject: `쿠폰을 발급받았습니다: ${f.title}`,
      text: `${f.merchant}의 쿠폰 「${f.title}」을(를) 발급받았습니다. 내 쿠폰에서 확인하세요.`,
    }),
    CAMPAIGN: (f) => ({
      subject: `${f.merchant}에서 쿠폰이 도착했습니다: ${f.title}`,
      text: `판매자 ${f.merchant}에게서 쿠폰 「${f.title}」을(를) 받았습니다. 내 쿠폰에서 확인하세요.`,
    }),
    STAMP_REWARD: (f) => ({
      subject: `스탬프 카드 「${f.stampCard}」을(를) 완성했습니다`,
      text: `${f.merchant}의 스탬프 카드 「${f.stampCard}」을(를) 완성하여 쿠폰 「${f.title}」을(를) 받았습니다. 내 쿠폰에서 확인하세요.`,
    }),
    PURCHASE: (f) => ({
      subject: `구매한 쿠폰이 발급되었습니다: ${f.title}`,
      text: `${f.merchant}에서 구매한 쿠폰 「${f.title}」이(가) 내 쿠폰에 추가되었습니다.`,
    }),
  },
};

const RECEIVED: Record<Locale, Received> = { en_US: EN, zh_TW: ZH_TW, zh_CN: ZH_CN, en_JP: JA, en_KR: KO };

/**
 * The mail of a card or a coupon received, by how it came: a member's gift names the member, a merchant's the
 * merchant. A notification without a source was recorded before sources existed: it is a transfer.
 */
export function receivedMail(
  locale: Locale,
  kind: 'CARD_RECEIVED' | 'COUPON_RECEIVED',
  f: NotificationFacts,
): Mail {
  const facts: Facts = {
    title: f.title ?? '',
    from: f.from ?? '',
    merchant: f.merchant ?? '',
    stampCard: f.stampCard ?? '',
  };
  const source = f.source ?? 'TRANSFER';
  if (kind === 'COUPON_RECEIVED') return RECEIVED[locale].coupon[source](facts);
  const card: CardSource = source === 'TRANSFER' || source === 'CLAIM' ? source : 'CAMPAIGN';
  return RECEIVED[locale].card[card](facts);
}
