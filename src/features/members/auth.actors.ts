import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { LoginCredentials } from '@machines/login.machine';
import type { SignupRequest } from '@machines/signup.machine';
import type { LoginAnswer } from '@schemas/members';
import { api } from '@/lib/api';
import { session } from '@/lib/session';
import { memberQueries } from './members.queries';

/** The call each login method makes (spec §7 loginByName, login, quickLogin, quickEmailLogin). */
function callLogin(c: LoginCredentials, signal: AbortSignal) {
  const o = { signal, tolerate401: true };
  switch (c.method) {
    case 'name':
      return api.post<LoginAnswer>(
        '/api/members/login-by-name',
        { loginName: c.loginName, password: c.password },
        o,
      );
    case 'password':
      return api.post<LoginAnswer>('/api/auth/login', { email: c.email, password: c.password }, o);
    case 'sms':
      return api.post<LoginAnswer>(
        '/api/auth/quick-login',
        { areaCode: c.areaCode, mobile: c.mobile, code: c.code },
        o,
      );
    case 'emailCode':
      return api.post<LoginAnswer>('/api/auth/quick-email-login', { email: c.email, code: c.code }, o);
  }
}

/** After any login: start the session, warm the member detail (spec §4); a failed detail load keeps the login. */
async function begin(queryClient: QueryClient, answer: LoginAnswer) {
  await session.start(answer.memberId, answer.token);
  await queryClient.prefetchQuery(memberQueries.me());
  return answer;
}

/** Effects of the login machine for every method. */
export function loginMethodActors(queryClient: QueryClient) {
  return {
    submitLogin: fromPromise<LoginAnswer, LoginCredentials>(async ({ input, signal }) =>
      begin(queryClient, await callLogin(input, signal)),
    ),
  };
}

/** Effects of the sign-up machine (spec §7 signup, signup by name): the new member is logged in. */
export function signupActors(queryClient: QueryClient) {
  return {
    submitSignup: fromPromise<LoginAnswer, SignupRequest>(async ({ input, signal }) => {
      const x = input.extras;
      const common = {
        password: input.password,
        confirm: input.confirm,
        name: x.name.trim(),
        englishFirstName: x.englishFirstName.trim(),
        englishLastName: x.englishLastName.trim(),
        birthday: x.birthday,
        optInMarketing: String(x.optInMarketing),
        optInNewsletter: String(x.optInNewsletter),
        termsAccepted: 'true',
      };
      const o = { signal, tolerate401: true };
      const answer =
        input.method === 'name'
          ? await api.post<LoginAnswer>(
              '/api/auth/signup-by-name',
              { loginName: input.loginName, ...common },
              o,
            )
          : await api.post<LoginAnswer>(
              '/api/auth/signup',
              input.method === 'email'
                ? { method: 'email', email: input.email, code: input.code, ...common }
                : {
                    method: 'mobile',
                    areaCode: input.areaCode,
                    mobile: input.mobile,
                    code: input.code,
                    ...common,
                  },
              o,
            );
      return begin(queryClient, answer);
    }),
  };
}

/** Reset password by e-mail (spec §7); the member logs in afterwards with the new password. */
export function resetPassword(form: { email: string; code: string; password: string; confirm: string }) {
  return api.post<{ reset: true }>('/api/auth/reset-password', form, { tolerate401: true });
}

/** GET e-mail exists / login name exists (spec §7), for early "already registered" hints. */
export const lookups = {
  emailExists: (email: string) => api.get<{ exists: boolean }>('/api/auth/email-exists', { email }),
  loginNameExists: (loginName: string) =>
    api.get<{ exists: boolean }>('/api/auth/login-name-exists', { loginName }),
};
