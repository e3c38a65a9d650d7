import { WITHDRAW_RECHECK_MS } from '@schemas/wallets';

/** The recheck delay the withdraw dialog waits (spec §9: 2 s). */
export const WALLET_RECHECK = WITHDRAW_RECHECK_MS;
