import { getAddress } from 'ethers';
import type { collections, files, members } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { artSvg, paletteFromHue, type Palette } from './art';
import { COLLECTIONS, CREATORS } from './data';
import type { Rng } from './random';

type NewMember = typeof members.$inferInsert;
type NewCollection = typeof collections.$inferInsert;
export type NewFile = typeof files.$inferInsert & { id: string };
/** An image to render: the SVG is built up front so the PRNG sequence never depends on async order. */
export type ImageJob = { file: NewFile; svg: string };

const DAY = 86_400_000;
export const COVERS_PER_COLLECTION = 5;

/** A UUID (v4 layout) from the PRNG, so demo ids are the same on every fresh install. */
export function uuidFrom(rng: Rng): string {
  const h = rng.hex(16).split('');
  h[12] = '4';
  h[16] = '89ab'[parseInt(h[16]!, 16) & 3]!;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Adds an image file row plus its render job, keyed under `key` in storage. */
function image(
  rng: Rng,
  jobs: ImageJob[],
  url: FileUrl,
  key: string,
  ownerId: string,
  p: Palette,
  style: Parameters<typeof artSvg>[2],
  w: number,
  h: number,
) {
  const file: NewFile = {
    id: uuidFrom(rng),
    ownerId,
    kind: 'image',
    mime: 'image/jpeg',
    path: key,
    displayPath: url(key),
    size: 0,
    width: w,
    height: h,
  };
  jobs.push({ file, svg: artSvg(rng, p, style, w, h) });
  return file;
}

export type CollectionPlan = {
  row: NewCollection & { id: string; ownerId: string };
  covers: NewFile[];
  theme: (typeof COLLECTIONS)[number];
};

/** What a browser fetches for a storage key: Storage.url (the disk's /files/<key> by default). */
export type FileUrl = (key: string) => string;
export const diskUrl: FileUrl = (key) => `/files/${key}`;

/** Members (creators + the two demo accounts), collections and every image they show. */
export function planCatalogue(rng: Rng, now: number, url: FileUrl = diskUrl) {
  const jobs: ImageJob[] = [];
  const [creatorAccount, buyerAccount] = DEMO_ACCOUNTS;
  const people = [
    ...CREATORS.map((c) => ({ ...c, email: `${c.loginName}@demo.local` })),
    {
      loginName: creatorAccount.loginName,
      name: creatorAccount.name,
      email: creatorAccount.email,
      hue: 230,
      en: 'The demo creator account: sign in to create collections and items.',
      zh: '示範創作者帳戶：登入後即可建立收藏集與作品。',
    },
  ];
  const memberRows: (NewMember & { id: string })[] = people.map((p, i) => {
    const id = uuidFrom(rng);
    const pal = paletteFromHue(p.hue);
    const avatar = image(
      rng,
      jobs,
      url,
      `demo/members/${p.loginName}/avatar.jpg`,
      id,
      pal,
      i % 2 ? 'orbs' : 'rings',
      400,
      400,
    );
    const banner = image(
      rng,
      jobs,
      url,
      `demo/members/${p.loginName}/banner.jpg`,
      id,
      pal,
      'waves',
      1536,
      226,
    );
    return {
      id,
      loginName: p.loginName,
      email: p.email,
      name: p.name,
      displayImage: avatar.displayPath,
      bannerImage: banner.displayPath,
      descriptionEn: p.en,
      descriptionZh: p.zh,
      contactEmail: p.email,
      homepage: `https://example.com/${p.loginName.replace(/_/g, '-')}`,
      social: { twitter: `https://twitter.com/${p.loginName}`, ig: `https://instagram.com/${p.loginName}` },
      permiTagValues: ['CREATE'],
      isCreator: 'Y' as const,
      language: i % 3 === 1 ? 'zh_TW' : 'en_US',
      createdAt: new Date(now - (200 + i * 7) * DAY),
    };
  });
  const buyerId = uuidFrom(rng);
  const buyerAvatar = image(
    rng,
    jobs,
    url,
    `demo/members/${buyerAccount.loginName}/avatar.jpg`,
    buyerId,
    paletteFromHue(60),
    'orbs',
    400,
    400,
  );
  memberRows.push({
    id: buyerId,
    loginName: buyerAccount.loginName,
    email: buyerAccount.email,
    name: buyerAccount.name,
    displayImage: buyerAvatar.displayPath,
    descriptionEn: 'The demo buyer account: browse, order and pay with the sandbox provider.',
    descriptionZh: '示範買家帳戶：瀏覽、下單並以沙盒支付付款。',
    language: 'en_US',
    createdAt: new Date(now - 150 * DAY),
  });

  const plans: CollectionPlan[] = COLLECTIONS.map((theme, i) => {
    const id = uuidFrom(rng);
    const ownerId = memberRows[theme.owner]!.id;
    const pal = paletteFromHue(theme.hue);
    const img = (name: string, w: number, h: number) =>
      image(rng, jobs, url, `demo/collections/${theme.slug}/${name}.jpg`, ownerId, pal, theme.style, w, h);
    const logo = img('logo', 350, 350);
    const featured = img('featured', 766, 414);
    const banner = img('banner', 1536, 226);
    const covers = Array.from({ length: COVERS_PER_COLLECTION }, (_, k) => img(`cover-${k + 1}`, 600, 600));
    return {
      theme,
      covers,
      row: {
        id,
        ownerId,
        name: theme.name,
        description: theme.description,
        url: `https://example.com/collections/${theme.slug}`,
        category: theme.category,
        logoImage: logo.displayPath,
        featuredImage: featured.displayPath,
        bannerImage: banner.displayPath,
        royaltyFeePercent: (rng.int(0, 20) / 2).toFixed(2),
        // A deterministic 20-byte address, EIP-55 checksummed as wallets display it.
        royaltyAddress: getAddress(`0x${rng.hex(20)}`),
        blockchain: i % 5 === 3 ? ('POLYGON' as const) : ('ETHEREUM' as const),
        createdAt: new Date(now - (125 + i * 4) * DAY - rng.int(0, DAY)),
      },
    };
  });
  return { members: memberRows, collections: plans, images: jobs };
}
