import * as v from 'valibot';

/** Interface languages (spec §1); en_JP and en_KR are display-only and never saved to the server. */
export const LOCALES = ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const SAVABLE_LOCALES = ['en_US', 'zh_TW', 'zh_CN'] as const;
export const LocaleSchema = v.picklist(LOCALES);
/** One of the five interface languages (a cookie, a saved setting, a URL parameter may hold anything). */
export const isLocale = (s: unknown): s is Locale =>
  typeof s === 'string' && (LOCALES as readonly string[]).includes(s);

/** The ordinary parameters every call carries (DESIGN §4), with the spec's defaults (§9). */
export const CommonParams = {
  mcId: v.optional(v.string(), 'COM'),
  appId: v.optional(v.string(), 'NFTH5'),
  platform: v.optional(v.string(), 'WEB'),
};

/**
 * A form/query integer (wire values are strings). /api/openapi.json shows it as an integer with its bounds
 * (server/http/openapi-schema.ts reads them from this pipe's shape).
 */
export const IntFromString = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** How /api/openapi.json shows a file part of a multipart body (server/http/openapi-schema.ts). */
export const BINARY_DOC = { openapi: { type: 'string', format: 'binary' } } as const;

/** Cursor-paged list answer: `nextCursor` is opaque, null on the last page. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), nextCursor: v.nullable(v.string()) });
