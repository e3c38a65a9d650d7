import type { GoogleCompleteAnswer, GoogleStartAnswer, OidcPurpose } from '@schemas/oidc';
import { api } from '@/lib/api';

/** googleLogin / bindGoogle: the provider's authorization URL for a new round trip. */
export function startGoogle(purpose: OidcPurpose, returnTo?: string) {
  return purpose === 'bind'
    ? api.post<GoogleStartAnswer>('/api/oidc/google/bind-start', { returnTo })
    : api.post<GoogleStartAnswer>('/api/oidc/google/start', { purpose, returnTo });
}

/**
 * googleLoginComplete: trades the callback's one-time ticket. A 401 here means the ticket is used or expired,
 * not that a session ended, so it does not bounce to login (the screen shows "log in with Google again").
 */
export function completeGoogle(ticket: string, signal?: AbortSignal) {
  return api.post<GoogleCompleteAnswer>(
    '/api/oidc/google/complete',
    { ticket },
    { signal, tolerate401: true },
  );
}
