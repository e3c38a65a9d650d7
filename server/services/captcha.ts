import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { fail } from '../http/errors';

/** An image captcha lives 5 minutes and is good for one check (spec §5 "image captcha must match"). */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be confused with each other (no 0/o, 1/l/i). */
const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashAnswer = (id: string, text: string) =>
  createHash('sha256').update(`${id}:${text.trim().toLowerCase()}`).digest('hex');

/** Draws a new 4-character captcha with noise; stores only the hash of its answer. */
export async function createCaptcha(db: Db, now: Date): Promise<{ captchaId: string; svg: string }> {
  const { data: svg, text } = svgCaptcha.create({
    size: 4,
    noise: 3,
    charPreset: CHARS,
    width: 120,
    height: 44,
  });
  const captchaId = crypto.randomUUID();
  // Old captchas are cleaned up as new ones are drawn.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: hashAnswer(captchaId, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaId, svg };
}

/**
 * Checks a typed captcha (case-insensitive) and uses it up whether right or wrong, so every captcha
 * allows a single guess. Unknown, expired, used or mismatching → CAPTCHA_WRONG.
 */
export async function checkCaptcha(
  db: Db,
  now: Date,
  id: string | undefined,
  text: string | undefined,
): Promise<void> {
  if (!id || !text || !/^[0-9a-f-]{36}$/i.test(id)) fail('CAPTCHA_WRONG');
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row) fail('CAPTCHA_WRONG');
  const a = Buffer.from(hashAnswer(id, text));
  const b = Buffer.from(row.answerHash);
  if (a.length !== b.length || !timingSafeEqual(a, b)) fail('CAPTCHA_WRONG');
}
