import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { OtpRequest } from '@machines/otp.machine';
import { AREA_CODES, type CaptchaAnswer, type CodeIssued, type DevOutboxEntry } from '@schemas/otp';
import { api } from '@/lib/api';

export type OtpChannel = 'email' | 'sms';
export type OtpPurpose = 'signup' | 'login' | 'reset' | 'bind';

/** Splits a full mobile '+85291234567' into the area code and the local number the API takes. */
export function splitMobile(full: string): { areaCode: string; mobile: string } | null {
  const areaCode = [...AREA_CODES].sort((a, b) => b.length - a.length).find((a) => full.startsWith(a));
  return areaCode ? { areaCode, mobile: full.slice(areaCode.length) } : null;
}

/** The otp machine's `requestCode` effect: requestSmsCode or requestEmailCode. */
export function otpActors(opts: { channel: OtpChannel; purpose: OtpPurpose; locale?: string }) {
  return {
    requestCode: fromPromise<CodeIssued, OtpRequest>(async ({ input, signal }) => {
      const locale = opts.locale;
      if (opts.channel === 'email') {
        return api.post<CodeIssued>(
          '/api/codes/email',
          { email: input.recipient, purpose: opts.purpose, locale },
          { signal, tolerate401: true },
        );
      }
      const m = splitMobile(input.recipient);
      if (!m) throw new Error('not a full mobile number');
      return api.post<CodeIssued>(
        '/api/codes/sms',
        {
          ...m,
          purpose: opts.purpose,
          captchaId: input.captchaId,
          captchaText: input.captchaText,
          locale,
        },
        { signal, tolerate401: true },
      );
    }),
  };
}

/** Captchas and the dev mailbox, keyed ['otp', …]. */
export const otpQueries = {
  all: () => ['otp'] as const,
  /** A fresh image captcha; each is good for one try, so it is never reused from cache. */
  captcha: () =>
    queryOptions({
      queryKey: [...otpQueries.all(), 'captcha'] as const,
      queryFn: ({ signal }) => api.get<CaptchaAnswer>('/api/captcha', {}, { signal }),
      staleTime: 0,
      gcTime: 0,
      // Captchas live 5 minutes on the server.
      refetchInterval: 4 * 60_000,
    }),
  devOutbox: () =>
    queryOptions({
      queryKey: [...otpQueries.all(), 'devOutbox'] as const,
      queryFn: ({ signal }) => api.get<DevOutboxEntry[]>('/api/dev/outbox', {}, { signal }),
      retry: false,
    }),
};
