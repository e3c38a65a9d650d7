import * as v from 'valibot';
import { CommonParams } from './common';
import { LoginAnswer } from './members';

/** Where the SPA goes after a Google round trip: an app path such as `/itemDetails?id=3`, never another site. */
export const ReturnTo = v.pipe(
  v.string(),
  v.maxLength(512),
  v.regex(/^\/(?!\/)[\w\-./?=&%~]*$/, 'return_to_not_app_path'),
);

export const OIDC_PURPOSES = ['login', 'bind'] as const;
export type OidcPurpose = (typeof OIDC_PURPOSES)[number];

/** Starts a Google (OpenID Connect) round trip: `bind` needs a session. */
export const GoogleStartForm = v.object({
  ...CommonParams,
  purpose: v.optional(v.picklist(OIDC_PURPOSES), 'login'),
  returnTo: v.optional(ReturnTo),
});
export const GoogleBindStartForm = v.object({ ...CommonParams, returnTo: v.optional(ReturnTo) });
export const GoogleStartAnswer = v.object({ authorizationUrl: v.string() });
export type GoogleStartAnswer = v.InferOutput<typeof GoogleStartAnswer>;

/** The one-time ticket the callback put in the SPA's URL (`?oidc=`), traded once for the result. */
export const GoogleCompleteForm = v.object({
  ...CommonParams,
  ticket: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, 'ticket_malformed')),
});

/** A login round trip answers a session (as every login does); a bind answers `bound`. */
export const GoogleCompleteAnswer = v.union([
  v.object({ ...LoginAnswer.entries, purpose: v.literal('login'), returnTo: v.nullable(v.string()) }),
  v.object({ purpose: v.literal('bind'), bound: v.literal(true), returnTo: v.nullable(v.string()) }),
]);
export type GoogleCompleteAnswer = v.InferOutput<typeof GoogleCompleteAnswer>;

/** The query the provider sends the browser back with (RFC 6749 §4.1.2). */
export const GoogleCallbackQuery = v.object({
  state: v.optional(v.string()),
  code: v.optional(v.string()),
  error: v.optional(v.string()),
  iss: v.optional(v.string()),
});

/** Query parameters the callback's redirect puts on the SPA route. */
export const OIDC_TICKET_PARAM = 'oidc';
export const OIDC_ERROR_PARAM = 'oidc_error';
