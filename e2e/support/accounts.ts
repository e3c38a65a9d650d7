import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';

/** A member the journeys can log in as: one of the demo accounts `npm start` prints. */
export type Account = { loginName: string; password: string; name?: string };

export const creator: Account = DEMO_ACCOUNTS.find((a) => a.role === 'creator')!;
export const buyer: Account = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
export { DEMO_ACCOUNTS };
