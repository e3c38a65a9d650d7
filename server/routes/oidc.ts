import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { completeGoogle, finishGoogleCallback, startGoogle } from '../oidc/google';
import {
  GoogleBindStartForm,
  GoogleCallbackQuery,
  GoogleCompleteAnswer,
  GoogleCompleteForm,
  GoogleStartAnswer,
  GoogleStartForm,
} from '../schemas/oidc';

const tags = ['members'] as const;

/**
 * Google sign-in and binding through OpenID Connect (spec §2 third-party login, login settings "bind
 * Google"; §8 "Google 401"). Start answers the provider's URL; the provider sends the browser to the
 * unsigned callback, which redirects to the SPA with a one-time ticket; the SPA trades it with a signed call.
 */
export const oidcRoutes = new Hono<AppEnv>()
  .post(
    '/oidc/google/start',
    operation('googleLogin', GoogleStartAnswer, {
      tags,
      summary: 'Start a Google login',
      description:
        "Answers the provider's authorisation URL to open; the provider sends the browser back to `/api/callbacks/google` (spec §2 third-party login).",
      codes: ['UNAUTHORIZED', 'UNAVAILABLE'],
      session: 'optional',
    }),
    rateLimit('oidc', 30),
    input('form', GoogleStartForm),
    async (c) => {
      const form = c.req.valid('form');
      return ok(
        c,
        await startGoogle(c.var.deps, {
          purpose: form.purpose,
          memberId: c.var.member?.id ?? null,
          returnTo: form.returnTo ?? null,
          requestUrl: c.req.url,
        }),
      );
    },
  )
  .post(
    '/oidc/google/bind-start',
    operation('bindGoogle', GoogleStartAnswer, {
      tags,
      summary: 'Start binding a Google account',
      description:
        "Answers the provider's authorisation URL that binds the Google account to the logged-in member (spec §2 userAccount).",
      codes: ['UNAVAILABLE'],
    }),
    requireMember,
    rateLimit('oidc', 30),
    input('form', GoogleBindStartForm),
    async (c) =>
      ok(
        c,
        await startGoogle(c.var.deps, {
          purpose: 'bind',
          memberId: c.var.member!.id,
          returnTo: c.req.valid('form').returnTo ?? null,
          requestUrl: c.req.url,
        }),
      ),
  )
  .post(
    '/oidc/google/complete',
    operation('googleLoginComplete', GoogleCompleteAnswer, {
      tags,
      summary: 'Finish a Google login',
      description:
        "Trades the one-time ticket the callback put in the app's URL for a session (login) or the binding's result (spec §8 Google 401).",
      codes: ['UNAUTHORIZED', 'ALREADY_REGISTERED'],
      session: 'optional',
    }),
    rateLimit('oidc', 30),
    input('form', GoogleCompleteForm),
    async (c) => {
      const { db, env, now } = c.var.deps;
      return ok(
        c,
        await completeGoogle(
          { db, env, now, ttlDays: env.SESSION_TTL_DAYS },
          { ticket: c.req.valid('form').ticket, sessionMemberId: c.var.member?.id ?? null },
        ),
      );
    },
  )
  .get(
    '/callbacks/google',
    operation('googleCallback', v.null(), {
      tags,
      summary: 'Google sends the browser back here',
      description:
        "Checks the provider's answer and redirects to `#/login` or `#/userAccount` with `?oidc=<ticket>` or `?oidc_error=<code>`.",
      provider: 'browserRedirect',
      redirect: 'To the app with `?oidc=<ticket>` or `?oidc_error=<code>`.',
    }),
    input('query', GoogleCallbackQuery),
    async (c) => {
      const location = await finishGoogleCallback(c.var.deps, {
        query: c.req.valid('query'),
        requestUrl: c.req.url,
      });
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(location, 302);
    },
  );
