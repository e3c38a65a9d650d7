import type { Custody } from '../../chain/types';
import type { tickets, ticketedEvents } from '../../db/schema';

type EventKey = Pick<typeof ticketedEvents.$inferSelect, 'keyCiphertext' | 'keyIv' | 'keyTag' | 'keyId'>;
type TicketSeed = Pick<typeof tickets.$inferSelect, 'seedCiphertext' | 'seedIv' | 'seedTag' | 'seedKeyId'>;

/** The event's Ed25519 private key (base64url), opened from its sealed columns. Never log or answer it. */
export const eventPrivateKey = (custody: Custody, e: EventKey): string =>
  custody.open({ ciphertext: e.keyCiphertext, iv: e.keyIv, tag: e.keyTag, keyId: e.keyId });

/** The ticket's TOTP seed (base32), opened from its sealed columns. */
export const ticketSeed = (custody: Custody, t: TicketSeed): string =>
  custody.open({ ciphertext: t.seedCiphertext, iv: t.seedIv, tag: t.seedTag, keyId: t.seedKeyId });
