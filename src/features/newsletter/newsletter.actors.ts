import { fromPromise } from 'xstate';
import { api } from '@/lib/api';

/** Spec §3/§9: the newsletter payload names the site (merchant COM) in key1 and the e-mail in key2. */
export const SITE_ID = 'COM';

/** POST /api/newsletter {key1, key2, type: 'EDM'}. */
export const subscribe = fromPromise<void, { email: string }>(async ({ input }) => {
  await api.post('/api/newsletter', { key1: SITE_ID, key2: input.email, type: 'EDM' });
});
