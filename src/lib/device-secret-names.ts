/*
 * The names of the databases that hold a member's secrets on this device (src/lib/device-secrets.ts wipes
 * them), apart from the wiping code: the app's start checks whether any exists before it loads that code.
 */

/** The holder's ticket codes (src/features/tickets/ticket-store.ts): wiped whole. */
export const TICKET_CODES_DB = 'ticket-codes';
/**
 * The door's kits, their key and its scan queue (src/features/door/door-db.ts). Kits and the key are wiped;
 * unsynced scans stay: they hold no seed and the server still needs them (the next login at the door syncs
 * them). Synced ones are of no further use.
 */
export const DOOR_DB = 'door-device';

/** Every database a wipe may have to clear. */
export const DEVICE_SECRET_DBS = [TICKET_CODES_DB, DOOR_DB];
