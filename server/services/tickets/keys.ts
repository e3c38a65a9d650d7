import { ed25519 } from '@noble/curves/ed25519.js';
import { Secret } from 'otpauth';

/*
 * The ticket secrets this slice makes: an event's Ed25519 key pair, each ticket's TOTP seed and the ticket's
 * signature. Kept to these few functions so they can be replaced by the shared ticket-code helpers
 * (server/schemas/ticket-code.ts) without touching the services.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A new event key pair, both base64url (the private key only ever stored sealed). */
export function newEventKeyPair(): { publicKey: string; privateKey: string } {
  const secret = ed25519.utils.randomSecretKey();
  return { publicKey: b64url(ed25519.getPublicKey(secret)), privateKey: b64url(secret) };
}

/** A new per-ticket RFC 6238 seed: 20 random bytes as base32 (what authenticator apps and otpauth take). */
export function newTicketSeed(): string {
  return new Secret({ size: 20 }).base32;
}

/** What a ticket's signature covers: its id, event, tier and secret version, joined by '|'. */
export type TicketClaim = { ticketId: string; eventId: string; tierId: string; secretVersion: number };
export const ticketMessage = (c: TicketClaim) => `${c.ticketId}|${c.eventId}|${c.tierId}|${c.secretVersion}`;

/** The Ed25519 signature (base64url) of a ticket's claim with the event's private key (base64url). */
export function signTicket(privateKey: string, claim: TicketClaim): string {
  const message = new TextEncoder().encode(ticketMessage(claim));
  return b64url(ed25519.sign(message, Buffer.from(privateKey, 'base64url')));
}

/** Whether `signature` is the event key's signature of the claim (what a door checks offline). */
export function verifyTicket(publicKey: string, claim: TicketClaim, signature: string): boolean {
  try {
    const message = new TextEncoder().encode(ticketMessage(claim));
    return ed25519.verify(Buffer.from(signature, 'base64url'), message, Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}
