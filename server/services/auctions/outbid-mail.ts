import { isLocale, type Locale } from '../../schemas/common';

type Mail = { subject: string; text: string };

/** The outbid notice in each interface language; `amount` carries its coin ("0.2 ETH"). */
const OUTBID: Record<Locale, (item: string, amount: string) => Mail> = {
  en_US: (item, amount) => ({
    subject: `You have been outbid on ${item}`,
    text: `Another member bid ${amount} on "${item}". Your hold is released; bid again before the auction ends.`,
  }),
  zh_TW: (item, amount) => ({
    subject: `您在「${item}」的出價已被超越`,
    text: `另一位會員對「${item}」出價 ${amount}。您凍結的金額已釋放；請在拍賣結束前再次出價。`,
  }),
  zh_CN: (item, amount) => ({
    subject: `您在“${item}”的出价已被超过`,
    text: `另一位会员对“${item}”出价 ${amount}。您冻结的金额已释放；请在拍卖结束前再次出价。`,
  }),
  en_JP: (item, amount) => ({
    subject: `「${item}」の入札額が上回られました`,
    text: `別の会員が「${item}」に ${amount} で入札しました。お客様の保留額は解放されました。オークション終了前に再度入札してください。`,
  }),
  en_KR: (item, amount) => ({
    subject: `「${item}」 입찰가가 추월되었습니다`,
    text: `다른 회원이 「${item}」에 ${amount}(으)로 입찰했습니다. 보류된 금액은 해제되었습니다. 경매가 끝나기 전에 다시 입찰하세요.`,
  }),
};

/** The member's saved language when it is one of ours, else English. */
export function outbidMail(language: string | null, item: string, amount: string): Mail {
  return OUTBID[isLocale(language) ? language : 'en_US'](item, amount);
}
