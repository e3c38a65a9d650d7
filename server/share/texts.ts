import { isLocale, type Locale } from '../schemas/common';

/**
 * The share pages' own words per interface language (like the mail texts, server/services/payments/
 * receipt-texts.ts): the site's name as the app shell shows it, the link on to the app, and the descriptions
 * used when a page has none of its own. Names and descriptions from members are never translated.
 */
type Texts = {
  tag: string;
  ogLocale: string;
  site: string;
  open: string;
  item: (name: string, collection: string, creator: string) => string;
  collection: (name: string, owner: string, items: number) => string;
  creator: (name: string, items: number) => string;
  notFoundTitle: string;
  notFound: string;
  home: string;
};

export const SHARE_TEXTS: Record<Locale, Texts> = {
  en_US: {
    tag: 'en-US',
    ogLocale: 'en_US',
    site: 'Marketplace',
    open: 'Open in the marketplace',
    item: (n, c, a) => `${n}, from the collection ${c} by ${a}, on the marketplace.`,
    collection: (n, o, i) => `${n}: a collection by ${o} with ${i} ${i === 1 ? 'item' : 'items'}.`,
    creator: (n, i) => `${n}, creator of ${i} ${i === 1 ? 'item' : 'items'} on the marketplace.`,
    notFoundTitle: 'Page not found',
    notFound: 'This item, collection, creator or post does not exist or is no longer shown.',
    home: 'Go to the marketplace',
  },
  zh_TW: {
    tag: 'zh-Hant-TW',
    ogLocale: 'zh_TW',
    site: '市集',
    open: '在市集開啟',
    item: (n, c, a) => `${n}，來自 ${a} 的收藏集「${c}」。`,
    collection: (n, o, i) => `${n}：${o} 的收藏集，共 ${i} 件作品。`,
    creator: (n, i) => `${n}，在市集上創作了 ${i} 件作品。`,
    notFoundTitle: '找不到頁面',
    notFound: '此作品、收藏集、創作者或文章不存在或已不再顯示。',
    home: '前往市集',
  },
  zh_CN: {
    tag: 'zh-Hans-CN',
    ogLocale: 'zh_CN',
    site: '交易市场',
    open: '在交易市场打开',
    item: (n, c, a) => `${n}，来自 ${a} 的收藏集「${c}」。`,
    collection: (n, o, i) => `${n}：${o} 的收藏集，共 ${i} 件作品。`,
    creator: (n, i) => `${n}，在交易市场上创作了 ${i} 件作品。`,
    notFoundTitle: '找不到页面',
    notFound: '此作品、收藏集、创作者或文章不存在或已不再显示。',
    home: '前往交易市场',
  },
  en_JP: {
    tag: 'ja-JP',
    ogLocale: 'ja_JP',
    site: 'マーケットプレイス',
    open: 'マーケットプレイスで開く',
    item: (n, c, a) => `${n}（${a} のコレクション「${c}」より）。`,
    collection: (n, o, i) => `${n}：${o} のコレクション（${i} 点）。`,
    creator: (n, i) => `${n}：マーケットプレイスで ${i} 点を制作したクリエイター。`,
    notFoundTitle: 'ページが見つかりません',
    notFound: 'このアイテム、コレクション、クリエイター、記事は存在しないか、公開されていません。',
    home: 'マーケットプレイスへ',
  },
  en_KR: {
    tag: 'ko-KR',
    ogLocale: 'ko_KR',
    site: '마켓플레이스',
    open: '마켓플레이스에서 열기',
    item: (n, c, a) => `${n} — ${a}의 컬렉션 「${c}」에서.`,
    collection: (n, o, i) => `${n}: ${o}의 컬렉션, 아이템 ${i}개.`,
    creator: (n, i) => `${n}: 마켓플레이스에서 아이템 ${i}개를 만든 크리에이터.`,
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFound: '이 아이템, 컬렉션, 크리에이터 또는 글이 없거나 더 이상 공개되지 않습니다.',
    home: '마켓플레이스로 가기',
  },
};

/** An interface language for a browser language tag (as src/lib/locale.ts fromBrowserTag). */
function fromTag(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('zh')) return /tw|hk|mo|hant/.test(t) ? 'zh_TW' : 'zh_CN';
  if (t.startsWith('ja')) return 'en_JP';
  if (t.startsWith('ko')) return 'en_KR';
  if (t.startsWith('en')) return 'en_US';
  return null;
}

/**
 * The language of a share page: the link's `lang` (the page variant asked for, what hreflang links name), else
 * the app's `nftLang` cookie, else Accept-Language, else en_US.
 */
export function shareLocale(q: { lang?: string; cookie?: string; acceptLanguage?: string }): Locale {
  if (isLocale(q.lang)) return q.lang;
  if (isLocale(q.cookie)) return q.cookie;
  for (const part of (q.acceptLanguage ?? '').split(',').slice(0, 10)) {
    const hit = fromTag(part.split(';')[0] ?? '');
    if (hit) return hit;
  }
  return 'en_US';
}

export { isLocale };
