import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { UUID_REGEX } from 'valibot';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { fail } from '../../http/errors';
import { recordCaptchaAnswer } from '../../notify/dev-mailbox';

/** An image captcha lives 5 minutes and is good for one check (spec §5 "image captcha must match"). */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be confused with each other (no 0/o, 1/l/i). */
const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Draws a captcha picture (SVG markup) and says which text it shows. */
export type CaptchaProvider = { draw(): { svg: string; text: string } };

/** 4 characters with noise, drawn by svg-captcha. */
export const svgCaptchaProvider: CaptchaProvider = {
  draw() {
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 3,
      charPreset: CHARS,
      width: 120,
      height: 44,
    });
    return { svg: data, text };
  },
};

const hashAnswer = (id: string, text: string) =>
  createHash('sha256').update(`${id}:${text.trim().toLowerCase()}`).digest('hex');

/**
 * Draws a new captcha and stores only the hash of its answer. With `devMailbox` (pass `devMailboxOn(env)`)
 * the answer is also shown in the dev mailbox, as codes are; without it the answer is kept nowhere.
 */
export async function createCaptcha(
  db: Db,
  now: Date,
  opts: { provider?: CaptchaProvider; devMailbox?: boolean } = {},
): Promise<{ captchaId: string; svg: string }> {
  const { svg, text } = (opts.provider ?? svgCaptchaProvider).draw();
  const captchaId = crypto.randomUUID();
  // Old captchas are cleaned up as new ones are drawn.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: hashAnswer(captchaId, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  if (opts.devMailbox) await recordCaptchaAnswer(db, { id: captchaId, text, now });
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
  if (!id || !text || !UUID_REGEX.test(id)) fail('CAPTCHA_WRONG');
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
