import { Code } from '@schemas/codes';
import { canonicalString, DEV_SIGNING_KEY, SIGNATURE_HEADERS as H } from '@schemas/signature';
import { ApiError, CLIENT_CODES } from './api-error';
import { getDigests, nonceHex } from './request-signer';
import { session } from './session';

/** Spec §9: request timeout 180000 ms; defaults merchant COM, app NFTH5, platform WEB. */
export const REQUEST_TIMEOUT_MS = 180_000;
const APP_ID = 'NFTH5';
const SIGNING_KEY = (import.meta.env.VITE_APP_SIGNING_KEY as string | undefined) ?? DEV_SIGNING_KEY;

export type CallOptions = {
  /** Calls the spec exempts from the 401 redirect (profile, player-by-member, balance). */
  tolerate401?: boolean;
  /** Leave out mcId/appId/platform (spec §7 "unless suppressed"). */
  bare?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (usage events sent on page hide). */
  keepalive?: boolean;
  /** Upload progress, 0 to 1 (uploads only; switches the transport to XMLHttpRequest, which reports it). */
  onProgress?: (fraction: number) => void;
  /** Set on the one re-signed resend of a GET refused as a replay. */
  resigned?: boolean;
  /**
   * Sign as this member instead of the session's (null: unsigned by a member). Sign-out clears the session
   * before its logout call goes out, so no read starts meanwhile with a token the server is about to end.
   */
  as?: { memberId: string; token: string } | null;
};
type Fields = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

let onUnauthorized: () => void = () => {};
/** The app shell registers what a 401 does (clear session, go to login). */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

function withCommon(fields: Fields, bare?: boolean): URLSearchParams {
  const p = new URLSearchParams();
  const all: Fields = bare ? fields : { mcId: 'COM', appId: APP_ID, platform: 'WEB', ...fields };
  for (const [k, v] of Object.entries(all)) {
    if (v === undefined || v === null || v === '') continue;
    for (const x of Array.isArray(v) ? v : [v]) p.append(k, String(x));
  }
  return p;
}

async function signedHeaders(
  method: string,
  pathWithQuery: string,
  body: Uint8Array,
  as?: CallOptions['as'],
): Promise<Record<string, string>> {
  const digests = await getDigests();
  const ts = String(Date.now());
  const nonce = nonceHex();
  const text = canonicalString(method, pathWithQuery, ts, nonce, await digests.sha256Hex(body));
  const headers: Record<string, string> = {
    [H.timestamp]: ts,
    [H.nonce]: nonce,
    [H.signature]: await digests.hmacHex(SIGNING_KEY, text),
  };
  const member = as === undefined ? { memberId: session.memberId(), token: session.token() } : as;
  if (member?.memberId && member.token) {
    Object.assign(headers, { [H.memberId]: member.memberId, [H.token]: member.token });
  }
  return headers;
}

async function send<T>(
  method: string,
  path: string,
  init: RequestInit,
  bodyBytes: Uint8Array,
  o: CallOptions,
) {
  const headers = {
    ...(init.headers as Record<string, string>),
    ...(await signedHeaders(method, path, bodyBytes, o.as)),
  };
  const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(o.signal ? [o.signal] : [])];
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      method,
      headers,
      signal: AbortSignal.any(signals),
      ...(o.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(timedOut ? CLIENT_CODES.TIMEOUT : CLIENT_CODES.NETWORK, String(err));
  }
  let json: { meta?: { code?: number; message?: string }; data?: T };
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.ok ? CLIENT_CODES.DEFAULT : res.status, `HTTP ${res.status}`);
  }
  const code = json.meta?.code ?? res.status;
  if (code === Code.OK) return json.data as T;
  // Chromium now and then sends a GET a second time by itself, nonce and all, and hands the page the answer
  // to the copy: the replay refusal. A read is safe to sign and send once more (a write is not).
  if (code === Code.SIGNATURE_REPLAYED && method === 'GET' && !o.resigned) {
    return send<T>(method, path, init, bodyBytes, { ...o, resigned: true });
  }
  const sessionGone =
    code === Code.UNAUTHORIZED ||
    (code === Code.BAD_REQUEST && /member ?id|token/i.test(json.meta?.message ?? ''));
  if (sessionGone && !o.tolerate401) onUnauthorized();
  throw new ApiError(code, json.meta?.message ?? '', json.data ?? null);
}

/** Reads an envelope the way `send` does, for transports other than fetch. */
function unwrap<T>(status: number, text: string, o: CallOptions): T {
  let json: { meta?: { code?: number; message?: string }; data?: T };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new ApiError(status >= 200 && status < 300 ? CLIENT_CODES.DEFAULT : status, `HTTP ${status}`);
  }
  const code = json.meta?.code ?? status;
  if (code === Code.OK) return json.data as T;
  if (code === Code.UNAUTHORIZED && !o.tolerate401) onUnauthorized();
  throw new ApiError(code, json.meta?.message ?? '', json.data ?? null);
}

// fetch cannot report upload progress; XMLHttpRequest can, with the same signed headers.
async function sendWithProgress<T>(
  path: string,
  bytes: Uint8Array,
  type: string,
  o: CallOptions,
): Promise<T> {
  const signed = await signedHeaders('POST', path, bytes, o.as);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [k, v] of Object.entries({ 'Content-Type': type, ...signed })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && o.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(unwrap<T>(xhr.status, xhr.responseText, o));
      } catch (err) {
        reject(err as Error);
      }
    };
    xhr.onerror = () => reject(new ApiError(CLIENT_CODES.NETWORK, 'network error'));
    xhr.ontimeout = () => reject(new ApiError(CLIENT_CODES.TIMEOUT, 'timeout'));
    xhr.onabort = () => reject(new ApiError(CLIENT_CODES.NETWORK, 'aborted'));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(new Blob([bytes as BlobPart], { type }));
  });
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), or null. */
function fileNameOf(disposition: string | null): string | null {
  const m = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return m ? m[1]! : null;
}

/**
 * A signed GET whose answer is a file (an export): a plain link cannot carry the signature headers. A refusal
 * still comes as the JSON envelope and is thrown as ApiError, like any call's.
 */
async function download(path: string, params: Fields, o: CallOptions) {
  const qs = withCommon(params, o.bare).toString();
  const target = qs ? `${path}?${qs}` : path;
  const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(o.signal ? [o.signal] : [])];
  let res: Response;
  try {
    res = await fetch(target, {
      method: 'GET',
      headers: await signedHeaders('GET', target, new Uint8Array(), o.as),
      signal: AbortSignal.any(signals),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(timedOut ? CLIENT_CODES.TIMEOUT : CLIENT_CODES.NETWORK, String(err));
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    unwrap<unknown>(res.status, await res.text(), o);
    throw new ApiError(CLIENT_CODES.DEFAULT, 'no file in the answer');
  }
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}

/**
 * The answer the app shell (index.html) already asked for the first screen, when `target` is that request
 * and nobody is logged in (the shell asks without a session): taken once, so the first screen's data is
 * fetched once. Anything but a success is asked again the usual way.
 */
function firstAnswer<T>(target: string): Promise<T> | null {
  const w = globalThis as { __firstAnswer?: { path: string; answer: Promise<unknown> } };
  const first = w.__firstAnswer;
  if (!first || first.path !== target) return null;
  delete w.__firstAnswer;
  if (session.memberId()) return null;
  return first.answer.then((json) => {
    const env = json as { meta?: { code?: number }; data?: T };
    if (env.meta?.code !== Code.OK) throw new Error('not a success');
    return env.data as T;
  });
}

/** The signed API client of DESIGN §4: envelope unwrapped, refusals thrown as ApiError. */
export const api = {
  get<T>(path: string, params: Fields = {}, o: CallOptions = {}) {
    const qs = withCommon(params, o.bare).toString();
    const target = qs ? `${path}?${qs}` : path;
    const again = () => send<T>('GET', target, {}, new Uint8Array(), o);
    return firstAnswer<T>(target)?.catch(again) ?? again();
  },
  post<T>(path: string, fields: Fields = {}, o: CallOptions = {}) {
    const body = withCommon(fields, o.bare).toString();
    const bytes = new TextEncoder().encode(body);
    const init = { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    return send<T>('POST', path, init, bytes, o);
  },
  /** A file answer (e.g. ?format=csv): its bytes and the server's file name. */
  download: (path: string, params: Fields = {}, o: CallOptions = {}) => download(path, params, o),
  /** Multipart upload: the signature covers the exact bytes sent, so the form is serialised first. */
  async upload<T>(path: string, form: FormData, o: CallOptions = {}) {
    if (!o.bare) for (const [k, v] of withCommon({}, false)) if (!form.has(k)) form.append(k, v);
    const req = new Request('http://local/', { method: 'POST', body: form });
    const bytes = new Uint8Array(await req.arrayBuffer());
    const type = req.headers.get('content-type') ?? 'multipart/form-data';
    if (o.onProgress) return sendWithProgress<T>(path, bytes, type, o);
    return send<T>('POST', path, { body: bytes, headers: { 'Content-Type': type } }, bytes, o);
  },
};
