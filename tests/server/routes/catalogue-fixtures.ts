import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files, members } from '../../../server/db/schema';
import type { FileKind, FilePurpose } from '../../../server/schemas/uploads';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

export type Session = { memberId: string; token: string };

/** A checksummed (EIP-55) address, the same one with a broken checksum, and one in lower case. */
export const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const BAD_CHECKSUM = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const LOWER_ADDRESS = ADDRESS.toLowerCase();

/** A member with a session; with CREATE permission unless told otherwise. */
export async function member(
  s: TestServer,
  opts: { create?: boolean; name?: string } = {},
): Promise<Session> {
  const session = await createTestSession(s.deps.db, { name: opts.name });
  if (opts.create !== false) {
    await s.deps.db
      .update(members)
      .set({ permiTagValues: ['CREATE'] })
      .where(eq(members.id, session.memberId));
  }
  return session;
}

/** A fresh test server with two members holding CREATE: `creator` and `other`. */
export async function catalogueServer(): Promise<{ s: TestServer; creator: Session; other: Session }> {
  const s = await startTestServer();
  const creator = await member(s, { name: 'Creator' });
  const other = await member(s, { name: 'Other' });
  return { s, creator, other };
}

/** Moves the clock on a minute, so a test starts past the previous one's per-minute limits. */
export function nextMinute(s: TestServer) {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
}

/** A stored file row as an upload would leave it (independent of the upload route). */
export async function fileOf(
  s: TestServer,
  ownerId: string,
  purpose: FilePurpose,
  kind: FileKind = 'image',
): Promise<string> {
  const id = randomUUID();
  await s.deps.db.insert(files).values({
    id,
    ownerId,
    kind,
    mime: {
      image: 'image/png',
      video: 'video/mp4',
      audio: 'audio/mpeg',
      glb: 'model/gltf-binary',
      document: 'application/pdf',
    }[kind],
    path: `uploads/${id}.bin`,
    displayPath: `/files/uploads/${id}.bin`,
    size: 1000,
    purpose,
  });
  return id;
}

/** A valid createCollection form with three fresh images of `session`'s own. */
export async function collectionForm(s: TestServer, session: Session, extra: Record<string, string> = {}) {
  return {
    name: 'Test collection',
    description: 'About it',
    url: `https://example.com/c/${randomUUID()}`,
    category: 'art',
    logoFileId: await fileOf(s, session.memberId, 'collection_logo'),
    featuredFileId: await fileOf(s, session.memberId, 'collection_featured'),
    bannerFileId: await fileOf(s, session.memberId, 'collection_banner'),
    royaltyFeePercent: '5',
    royaltyAddress: ADDRESS,
    ...extra,
  };
}

/** Creates a collection through the API and answers its id. */
export async function newCollection(s: TestServer, session: Session, extra: Record<string, string> = {}) {
  const res = await s.request('POST', '/api/collections', {
    session,
    form: await collectionForm(s, session, extra),
  });
  if (res.meta.code !== 200) throw new Error(`createCollection answered ${JSON.stringify(res.meta)}`);
  return res.data.id as string;
}

const LICENCE = {
  'licence[commercialUse]': 'Y',
  'licence[period]': 'PERPETUAL',
  'licence[copy]': 'Y',
  'licence[display]': 'Y',
  'licence[reproduce]': 'N',
  'licence[distribute]': 'N',
  'licence[others]': 'Credit the artist',
};

/** A valid createProduct form (bracketed fields): an ERC-721 SELF item at a fixed price. */
export async function productForm(
  s: TestServer,
  session: Session,
  collectionId: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    collectionId,
    sourceType: 'SELF',
    blockchain: 'ETHEREUM',
    contractType: 'ERC721',
    quantity: '1',
    name: 'Test item',
    description: 'An item',
    coverFileId: await fileOf(s, session.memberId, 'item_cover'),
    fileId: await fileOf(s, session.memberId, 'item_file'),
    sellType: 'FIXED',
    curr: 'ETH',
    fixPrice: '0.5',
    fixPriceHK: '7800',
    'properties[0][type]': 'Colour',
    'properties[0][name]': 'Colour',
    'properties[0][value]': 'Blue',
    ...LICENCE,
    ...extra,
  };
}

/** Creates an item through the API and answers its id. */
export async function newProduct(
  s: TestServer,
  session: Session,
  collectionId: string,
  extra: Record<string, string> = {},
) {
  const res = await s.request('POST', '/api/products', {
    session,
    form: await productForm(s, session, collectionId, extra),
  });
  if (res.meta.code !== 200)
    throw new Error(`createProduct answered ${JSON.stringify(res.meta)} ${JSON.stringify(res.data)}`);
  return res.data.id as string;
}

/** The paths of a VALIDATION_FAILED answer. */
export const paths = (data: unknown) => (data as { path: string }[]).map((i) => i.path);
export const issue = (data: unknown, path: string) =>
  (data as { path: string; message: string }[]).find((i) => i.path === path)?.message;
