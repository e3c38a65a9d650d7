import { queryOptions } from '@tanstack/react-query';
import type { LoginSettings } from '@schemas/account';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Login-setting data, keyed under ['members', 'account', …] so logout's removal of ['members'] clears it. */
export const accountQueries = {
  all: () => [...queryRoots.members(), 'account'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => api.get<LoginSettings>('/api/account/settings', {}, { signal }),
    }),
};

/** bindEmail: binds or replaces the e-mail with a 'bind' code sent to it. */
export const bindEmail = (f: { email: string; code: string }) =>
  api.post<LoginSettings>('/api/account/bind-email', f);

/** bindMobile: binds or replaces the mobile with a 'bind' code sent by SMS. */
export const bindMobile = (f: { areaCode: string; mobile: string; code: string }) =>
  api.post<LoginSettings>('/api/account/bind-mobile', f);

/**
 * setLoginPassword: sets (unset) or changes (set, with the current password). A 401 here means a wrong
 * current password, not an ended session, so it does not bounce to login.
 */
export const setLoginPassword = (f: { password: string; oldPassword?: string }) =>
  api.post<LoginSettings>('/api/account/password', f, { tolerate401: true });

/** clearLoginPassword: needed before replacing the e-mail; 401 means a wrong current password. */
export const clearLoginPassword = (f: { oldPassword: string }) =>
  api.post<LoginSettings>('/api/account/password/clear', f, { tolerate401: true });
