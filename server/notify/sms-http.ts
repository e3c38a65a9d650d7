/** Milliseconds an SMS gateway call may take before it counts as failed. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

/**
 * A gateway's REST API: POST {to, text} as JSON with a bearer token. Any non-2xx answer, network error or
 * timeout throws; the error names the status only (never the token or the message text).
 */
export function createHttpSmsProvider(opts: { url: string; token: string; timeoutMs?: number }) {
  return {
    async send(to: string, text: string): Promise<void> {
      if (!opts.url) throw new Error('SMS_HTTP_URL is not set');
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
      });
      // Drain the body so the connection is released.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}
