import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, refusalOf } from '../../../server/http/errors';
import { controlCharacterIssue } from '../../../server/http/validate';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let me: { memberId: string; token: string };
beforeAll(async () => {
  s = await startTestServer();
  me = await createTestSession(s.deps.db);
});
afterAll(() => s.close());

const refused = (field: string) => ({
  status: 400,
  meta: { code: Code.VALIDATION_FAILED, message: 'validation_failed' },
  data: [{ path: field, message: 'control_character' }],
});

describe('control characters at the validation layer', () => {
  // The five operations that once answered 500 on NUL: PostgreSQL refuses NUL in text.
  it.each([
    ['listDictionary', 'GET', '/api/dictionary', 'type', null],
    ['loginNameExists', 'GET', '/api/auth/login-name-exists', 'loginName', null],
    ['playerFindByMember', 'GET', '/api/players/find', 'keyword', 'member'],
    ['googleCallback', 'GET', '/api/callbacks/google', 'state', null],
    ['loginByName', 'POST', '/api/members/login-by-name', 'loginName', null],
  ] as const)('%s refuses NUL in %s with 400 and 4200', async (_, method, path, field, who) => {
    const values = { [field]: 'demo\u0000creator', ...(method === 'POST' ? { password: 'x' } : {}) };
    const res = await s.request(method, path, {
      ...(method === 'GET' ? { query: values } : { form: values }),
      ...(who ? { session: me } : {}),
    });
    expect(res).toMatchObject(refused(field));
  });

  it('refuses C1 controls and DEL in form fields, keeps tab and line breaks of free text', async () => {
    const form = {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello',
      message: 'line one\r\n\tline two',
    };
    const ok = await s.request('POST', '/api/contact', { session: me, form });
    expect(ok.status).toBe(200);
    const c1 = await s.request('POST', '/api/contact', {
      session: me,
      form: { ...form, subject: 'a\u0085b' },
    });
    expect(c1).toMatchObject(refused('subject'));
    const del = await s.request('POST', '/api/contact', { session: me, form: { ...form, name: 'a\u007f' } });
    expect(del).toMatchObject(refused('name'));
  });

  it('refuses tab and line breaks in a query string, keeps right-to-left marks', async () => {
    const tab = await s.request('GET', '/api/search', { query: { keyword: 'a\tb' } });
    expect(tab).toMatchObject(refused('keyword'));
    const rtl = await s.request('GET', '/api/search', { query: { keyword: '\u202Eabc\u200F' } });
    expect(rtl.status).toBe(200);
  });

  it('names the nested field or the field name that carries one', () => {
    expect(controlCharacterIssue({ properties: [{ type: 'ok', name: 'a\u0000' }] }, true)).toEqual({
      path: 'properties.0.name',
      message: 'control_character',
    });
    expect(controlCharacterIssue({ 'bad\u0001key': 'x' }, true)?.path).toBe('bad\u0001key');
    expect(controlCharacterIssue({ text: 'a\nb', n: 5 }, true)).toBeNull();
    expect(controlCharacterIssue({ text: 'a\nb' }, false)?.path).toBe('text');
  });
});

describe('values refused outside the validator', () => {
  it('answers a member id PostgreSQL would not read as a uuid as no session, not 500', async () => {
    const res = await s.request('GET', '/api/account/settings', {
      session: { memberId: '------------------------------------', token: me.token },
    });
    expect(res.status).toBe(401);
  });

  it('maps PostgreSQL data exceptions (class 22, 54000) to 4200 and leaves other faults to 500', () => {
    expect(refusalOf(Object.assign(new Error('nul'), { code: '22021' }))?.code).toBe(Code.VALIDATION_FAILED);
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '22P02' } });
    expect(refusalOf(wrapped)?.code).toBe(Code.VALIDATION_FAILED);
    expect(refusalOf(Object.assign(new Error('index row'), { code: '54000' }))?.code).toBe(4200);
    expect(refusalOf(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
    expect(refusalOf(new Error('bug'))).toBeNull();
    expect(refusalOf(new HTTPException(400, { message: 'Malformed FormData request.' }))?.code).toBe(400);
    const own = new ApiError(Code.SOLD_OUT);
    expect(refusalOf(own)).toBe(own);
  });
});
