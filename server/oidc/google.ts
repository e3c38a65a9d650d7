import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../db/client';
import { members, oidcStates } from '../db/schema';
import type { Env } from '../env';
import { fail } from '../http/errors';
import { hashToken } from '../http/session';
import { Code } from '../schemas/codes';
import type { GoogleCompleteAnswer, OidcPurpose } from '../schemas/oidc';
import { startSession } from '../services/members/auth';
import { sandboxesAllowed } from '../sandboxes/exposure';
import { CALLBACK_PATH, appOrigin, clientConfig, isSandbox } from './config';

/** A round trip must come back within 10 minutes; its ticket must be traded within 2 (single use). */
export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 2 * 60_000;

type OidcDeps = { db: Db; env: Env; now: () => Date };

/**
 * The sandbox issuer vouches for any typed e-mail, which loginMember trusts: with sandboxes not allowed
 * (a public bind, SANDBOXES=off) Google sign-in without GOOGLE_ISSUER is refused outright.
 */
const sandboxRefused = (env: Env) => isSandbox(env) && !sandboxesAllowed(env);

/**
 * Starts a Google sign-in or binding (spec §2 "third-party account", login-setting "bind Google"): keeps
 * state, nonce and PKCE verifier for the callback and answers the provider's authorization URL.
 */
export async function startGoogle(
  deps: OidcDeps,
  o: { purpose: OidcPurpose; memberId: string | null; returnTo: string | null; requestUrl: string },
): Promise<{ authorizationUrl: string }> {
  if (sandboxRefused(deps.env)) fail('UNAVAILABLE', 'google_sandbox_off');
  if (o.purpose === 'bind' && !o.memberId) fail('UNAUTHORIZED');
  const config = await clientConfig(deps.env).catch(() => fail('UNAVAILABLE', 'oidc_issuer_unavailable'));
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const t = deps.now();
  await deps.db.delete(oidcStates).where(lt(oidcStates.expiresAt, t));
  await deps.db.insert(oidcStates).values({
    state,
    nonce,
    codeVerifier,
    purpose: o.purpose,
    memberId: o.purpose === 'bind' ? o.memberId : null,
    returnTo: o.returnTo,
    createdAt: t,
    expiresAt: new Date(t.getTime() + STATE_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${appOrigin(deps.env, o.requestUrl)}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href };
}

type Claims = { sub: string; email?: string; emailVerified: boolean; name?: string };

/**
 * The provider's callback: checks state, trades the code (PKCE, nonce, issuer, audience checked by
 * openid-client), applies the result and answers where to send the browser: the SPA route with a one-time
 * ticket, or with `oidc_error=<meta code>`.
 */
export async function finishGoogleCallback(
  deps: OidcDeps & { log: { warn: (o: object, m: string) => void } },
  o: { query: Record<string, string | undefined>; requestUrl: string },
): Promise<string> {
  const origin = appOrigin(deps.env, o.requestUrl);
  const spa = (purpose: OidcPurpose | undefined, param: string) =>
    `${origin}/#/${purpose === 'bind' ? 'userAccount' : 'login'}?${param}`;
  const refuse = (purpose: OidcPurpose | undefined, code: number) => spa(purpose, `oidc_error=${code}`);

  if (sandboxRefused(deps.env)) return refuse(undefined, Code.UNAVAILABLE);
  const t = deps.now();
  // Claiming the state (by giving it its ticket) makes it single-use before anything else happens.
  const ticket = randomBytes(32).toString('base64url');
  const [row] = o.query.state
    ? await deps.db
        .update(oidcStates)
        .set({ ticketHash: hashToken(ticket) })
        .where(
          and(
            eq(oidcStates.state, o.query.state),
            isNull(oidcStates.ticketHash),
            gt(oidcStates.expiresAt, t),
          ),
        )
        .returning()
    : [];
  if (!row) return refuse(undefined, Code.UNAUTHORIZED);
  if (o.query.error) {
    await deps.db.delete(oidcStates).where(eq(oidcStates.state, row.state));
    return refuse(row.purpose, o.query.error === 'access_denied' ? Code.FORBIDDEN : Code.UNAUTHORIZED);
  }

  let claims: Claims;
  try {
    const config = await clientConfig(deps.env);
    const current = new URL(`${origin}${CALLBACK_PATH}`);
    for (const [k, v] of Object.entries(o.query)) if (v !== undefined) current.searchParams.set(k, v);
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    claims = {
      sub: idToken.sub,
      email: typeof idToken.email === 'string' ? idToken.email.toLowerCase() : undefined,
      emailVerified: idToken.email_verified === true || idToken.email_verified === 'true',
      name: typeof idToken.name === 'string' ? idToken.name : undefined,
    };
  } catch (err) {
    // Never log the code or tokens: only what kind of failure it was.
    const e = err as { name?: string; code?: string; error?: string };
    deps.log.warn({ oidcError: e.error ?? e.code ?? e.name }, 'google code exchange failed');
    await deps.db.delete(oidcStates).where(eq(oidcStates.state, row.state));
    const network = e.name === 'TypeError' || e.code === 'OAUTH_TIMEOUT' || e.name === 'TimeoutError';
    return refuse(row.purpose, network ? Code.UNAVAILABLE : Code.UNAUTHORIZED);
  }

  try {
    await deps.db.transaction(async (tx) => {
      const result =
        row.purpose === 'bind' ? await bindSub(tx, row.memberId!, claims) : await loginMember(tx, claims, t);
      await tx
        .update(oidcStates)
        .set({
          resultMemberId: result.memberId,
          resultCode: result.code,
          expiresAt: new Date(t.getTime() + TICKET_TTL_MS),
        })
        .where(eq(oidcStates.state, row.state));
    });
  } catch (err) {
    deps.log.warn({ err }, 'google sign-in could not be applied');
    await deps.db.delete(oidcStates).where(eq(oidcStates.state, row.state));
    return refuse(row.purpose, Code.SERVER_ERROR);
  }
  return spa(row.purpose, `oidc=${ticket}`);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Result = { memberId: string | null; code: number | null };

/** Binding: the Google account may belong to one member only. */
async function bindSub(tx: Tx, memberId: string, claims: Claims): Promise<Result> {
  const [owner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.googleSub, claims.sub))
    .limit(1);
  if (owner && owner.id !== memberId) return { memberId, code: Code.ALREADY_REGISTERED };
  await tx.update(members).set({ googleSub: claims.sub }).where(eq(members.id, memberId));
  return { memberId, code: null };
}

/**
 * Login: the member bound to this Google account; else the member whose verified e-mail Google vouches
 * for (bound now); else a new member. An e-mail already used by a member without both verifications is
 * not taken over: ALREADY_REGISTERED (spec §8 "e-mail already registered").
 */
async function loginMember(tx: Tx, claims: Claims, t: Date): Promise<Result> {
  const [bound] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.googleSub, claims.sub))
    .limit(1);
  if (bound) return { memberId: bound.id, code: null };
  if (claims.email) {
    const [byEmail] = await tx
      .select({ id: members.id, verified: members.emailVerifiedAt, googleSub: members.googleSub })
      .from(members)
      .where(eq(sql`lower(${members.email})`, claims.email))
      .limit(1);
    if (byEmail) {
      if (!claims.emailVerified || !byEmail.verified || byEmail.googleSub)
        return { memberId: null, code: Code.ALREADY_REGISTERED };
      await tx.update(members).set({ googleSub: claims.sub }).where(eq(members.id, byEmail.id));
      return { memberId: byEmail.id, code: null };
    }
  }
  const [created] = await tx
    .insert(members)
    .values({
      name: (claims.name || claims.email?.split('@')[0] || 'Google member').slice(0, 64),
      email: claims.email ?? null,
      emailVerifiedAt: claims.email && claims.emailVerified ? t : null,
      googleSub: claims.sub,
      createdAt: t,
    })
    .returning({ id: members.id });
  return { memberId: created!.id, code: null };
}

/**
 * Trades a ticket once (spec §8 "Google 401: token invalid or expired, log in with Google again"): unknown,
 * used or expired → 401; a bind ticket only for the member who started it.
 */
export async function completeGoogle(
  deps: OidcDeps & { ttlDays: number },
  o: { ticket: string; sessionMemberId: string | null },
): Promise<GoogleCompleteAnswer> {
  const t = deps.now();
  const [row] = await deps.db
    .update(oidcStates)
    .set({ consumedAt: t })
    .where(
      and(
        eq(oidcStates.ticketHash, hashToken(o.ticket)),
        isNull(oidcStates.consumedAt),
        gt(oidcStates.expiresAt, t),
        // A bind ticket is useless outside the session that started the binding.
        o.sessionMemberId
          ? sql`(${oidcStates.purpose} = 'login' or ${oidcStates.memberId} = ${o.sessionMemberId})`
          : eq(oidcStates.purpose, 'login'),
      ),
    )
    .returning();
  if (!row) fail('UNAUTHORIZED', 'google_ticket_invalid_or_expired');
  if (row.resultCode !== null) throw codeError(row.resultCode);
  if (row.purpose === 'bind') return { purpose: 'bind', bound: true, returnTo: row.returnTo };
  const [member] = await deps.db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(eq(members.id, row.resultMemberId!))
    .limit(1);
  if (!member) fail('UNAUTHORIZED', 'google_ticket_invalid_or_expired');
  const token = await startSession(deps, member.id);
  return { purpose: 'login', memberId: member.id, token, name: member.name, returnTo: row.returnTo };
}

function codeError(code: number): never {
  const name = (Object.keys(Code) as (keyof typeof Code)[]).find((k) => Code[k] === code) ?? 'SERVER_ERROR';
  fail(name);
}
