import pino from 'pino';
import type { Env } from './env';

/** Never log a credential: these paths are censored wherever they appear in a log object. */
const REDACT = [
  'password',
  'token',
  'code',
  '*.password',
  '*.token',
  '*.code',
  'req.headers["x-token"]',
  'req.headers["x-signature"]',
  'headers["x-token"]',
];

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>) {
  return pino({ level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } });
}
