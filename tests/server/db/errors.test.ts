import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from '../../../server/db/errors';
import { refusalOf } from '../../../server/http/errors';
import { Code } from '../../../server/schemas/codes';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseDown', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    [
      'an administrator shutdown (57P01)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash of another backend (57P02)', pgError('57P02')],
    ['a server still starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['Drizzle wrapping one', Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') })],
    ['AggregateError of refusals', new AggregateError([pgError('ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseDown(err)).toBe(true);
    expect(refusalOf(err)).toMatchObject({ code: Code.DATABASE_UNAVAILABLE });
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a refused value', pgError('22P02')],
    ['a deadlock', pgError('40P01')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', null],
  ])('is false for %s (a server error stays 500)', (_, err) => {
    expect(isDatabaseDown(err)).toBe(false);
  });
});
