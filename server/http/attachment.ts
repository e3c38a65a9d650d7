import type { Context } from 'hono';

/**
 * A file download: the one kind of answer outside the JSON envelope. The app's security headers still apply
 * (app.ts sets them on every /api answer); no-store because the file holds members' names and e-mails. The
 * byte-order mark lets spreadsheet programs read the UTF-8 names (Chinese, Japanese, Korean) as such.
 */
export function attachment(c: Context, text: string, type: string, filename: string) {
  const body = `\uFEFF${text}`;
  return c.body(body, 200, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
}
