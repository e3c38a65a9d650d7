import { vi } from 'vitest';

export type Answer = { status: number; body: { meta: { code: number; message: string }; data: unknown } };
export const okAnswer = (data: unknown): Answer => ({
  status: 200,
  body: { meta: { code: 200, message: 'ok' }, data },
});
export const refusal = (status: number, code: number, data: unknown = null): Answer => ({
  status,
  body: { meta: { code, message: 'x' }, data },
});

export const ME = {
  memberId: '11111111-1111-4111-8111-111111111111',
  name: 'Alice',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'alice', email: 'alice@example.com', mobile: null, permiTagValues: [] },
  wallets: [],
  language: null,
  memberType: 'B2C',
};

/** The network boundary: answers by path, records every call with its form fields. */
export function stubApi(routes: Record<string, Answer>) {
  const calls: { path: string; fields: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path, query] = String(input).split('?') as [string, string | undefined];
      calls.push({ path, fields: new URLSearchParams(init?.body ? String(init.body) : (query ?? '')) });
      const a = routes[path] ?? refusal(404, 404);
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
