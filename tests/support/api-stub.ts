import { vi } from 'vitest';

/** An API answer as the server sends it: the HTTP status and the `{ meta, data }` envelope. */
export type Answer = { status: number; body: { meta: { code: number; message: string }; data: unknown } };

export const okAnswer = (data: unknown): Answer => ({
  status: 200,
  body: { meta: { code: 200, message: 'ok' }, data },
});

export const refusal = (status: number, code: number, data: unknown = null, message = 'x'): Answer => ({
  status,
  body: { meta: { code, message }, data },
});

/** One call the app made: its method and path, the raw body, its form fields (body, else query), its headers. */
export type ApiCall = {
  method: string;
  path: string;
  body: string;
  fields: URLSearchParams;
  headers: Record<string, string>;
};

/**
 * How a path answers: one answer every time; a list answered in turn, the last one repeating; or a
 * function of the call (which may wait, to hold the answer back).
 */
export type Route = Answer | Answer[] | ((call: ApiCall) => Answer | Promise<Answer>);

function bodyText(raw: BodyInit | null | undefined): string {
  if (raw === undefined || raw === null) return '';
  if (raw instanceof Uint8Array || raw instanceof ArrayBuffer) return new TextDecoder().decode(raw);
  return String(raw);
}

/**
 * The network boundary of UI tests: stubs `fetch`, answers by path (query left out) from `routes`, else
 * `fallback` (404), and records every call in the returned list, in order.
 */
export function stubApi(routes: Record<string, Route>, fallback: Route = refusal(404, 404)): ApiCall[] {
  const calls: ApiCall[] = [];
  const turns = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path, query] = String(input).split('?') as [string, string | undefined];
      const body = bodyText(init?.body);
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path,
        body,
        fields: new URLSearchParams(body || (query ?? '')),
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      const route = routes[path] ?? fallback;
      let answer: Answer;
      if (typeof route === 'function') answer = await route(call);
      else if (Array.isArray(route)) {
        const turn = turns.get(path) ?? 0;
        turns.set(path, turn + 1);
        answer = route[Math.min(turn, route.length - 1)]!;
      } else answer = route;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
