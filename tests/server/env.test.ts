import { describe, expect, it } from 'vitest';
import { readEnv, signingKeys } from '../../server/env';

describe('readEnv', () => {
  it('has defaults for a bare environment', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBe('');
    expect(env.DEMO_DATA).toBe(true);
  });

  it('ignores variables it does not know', () => {
    expect(readEnv({ SOMETHING_ELSE: 'x', PORT: '3000' }).PORT).toBe(3000);
  });

  it('parses booleans', () => {
    expect(readEnv({ DEMO_DATA: 'false', JOBS: '0' })).toMatchObject({ DEMO_DATA: false, JOBS: false });
  });

  it('refuses an invalid PORT with a message naming the variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/Invalid environment:[\s\S]*PORT/);
    expect(() => readEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads signing keys as appId:key pairs', () => {
    const keys = signingKeys(readEnv({ APP_SIGNING_KEYS: 'A:one, B:two:with-colon' }));
    expect(keys.get('A')).toBe('one');
    expect(keys.get('B')).toBe('two:with-colon');
  });
});
