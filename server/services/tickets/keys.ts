/*
 * The ticket secrets the services make (event key pairs, TOTP seeds, signatures), from the one implementation
 * the door page shares: server/schemas/ticket-code.ts. Kept as a module so callers need not change when it goes.
 */
export {
  newEventKeyPair,
  newTicketSeed,
  signTicket,
  TicketClaim,
  ticketMessage,
  verifyTicket,
} from '../../schemas/ticket-code';
