import * as v from 'valibot';

/** Interface languages (spec §1); en_JP and en_KR are display-only and never saved to the server. */
export const LOCALES = ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const SAVABLE_LOCALES = ['en_US', 'zh_TW', 'zh_CN'] as const;
export const LocaleSchema = v.picklist(LOCALES);

/** The ordinary parameters every call carries (DESIGN §4), with the spec's defaults (§9). */
export const CommonParams = {
  mcId: v.optional(v.string(), 'COM'),
  appId: v.optional(v.string(), 'NFTH5'),
  platform: v.optional(v.string(), 'WEB'),
};

/**
 * A form/query integer (wire values are strings). The metadata is what /api/openapi.json shows of it: an
 * integer with its bounds, not the string-or-number the parser first accepts (server/http/openapi-schema.ts).
 */
export const IntFromString = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.metadata({ openapi: { type: 'integer', minimum: min, maximum: max } }),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A file part of a multipart body, documented as binary in /api/openapi.json (server/http/openapi-schema.ts). */
const BINARY = { openapi: { type: 'string', format: 'binary' } } as const;
export const BlobField = v.pipe(v.instance(Blob), v.metadata(BINARY));
export const FileField = v.pipe(v.instance(File), v.metadata(BINARY));

/** Cursor-paged list answer: `nextCursor` is opaque, null on the last page. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), nextCursor: v.nullable(v.string()) });
