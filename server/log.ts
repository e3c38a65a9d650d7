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

/** The server's logger; `destination` (stdout by default) lets tests read what would be logged. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  const options = { level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
