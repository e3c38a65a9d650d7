import * as v from 'valibot';
import { CommonParams, IntFromString, LocaleSchema, pageOf } from './common';

/** Spec §5/§9: FAQ text is at most 1000 characters. */
export const FAQ_TEXT_MAX = 1000;

export const FaqEntry = v.object({
  id: v.number(),
  key: v.string(),
  category: v.string(),
  question: v.pipe(v.string(), v.maxLength(FAQ_TEXT_MAX)),
  answer: v.pipe(v.string(), v.maxLength(FAQ_TEXT_MAX)),
});
export type FaqEntry = v.InferOutput<typeof FaqEntry>;

export const ListFaqQuery = v.object({
  ...CommonParams,
  locale: LocaleSchema,
  category: v.optional(v.string()),
});
export const GetFaqQuery = v.object({ ...CommonParams, id: IntFromString(1, Number.MAX_SAFE_INTEGER) });
export const SearchFaqQuery = v.object({
  ...CommonParams,
  locale: LocaleSchema,
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});

export const BlogPostSummary = v.object({
  id: v.string(), // the slug: one id across the translations of a post
  title: v.string(),
  summary: v.string(),
  cover: v.nullable(v.string()),
  author: v.string(),
  tags: v.array(v.string()),
  publishedAt: v.string(),
});
export const BlogPost = v.object({ ...BlogPostSummary.entries, body: v.string() });
export type BlogPostSummary = v.InferOutput<typeof BlogPostSummary>;
export type BlogPost = v.InferOutput<typeof BlogPost>;
export const BlogPage = pageOf(BlogPostSummary);
export const ListBlogQuery = v.object({
  ...CommonParams,
  locale: LocaleSchema,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 12),
});
export const GetBlogQuery = v.object({
  ...CommonParams,
  locale: LocaleSchema,
  id: v.pipe(v.string(), v.minLength(1)),
});

/** Spec §3 newsletter payload: key1 site id, key2 e-mail, type EDM. Spec §5 e-mail format. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254),
  v.regex(EMAIL, 'footer_subscribe_tip'),
);
export const SubscribeForm = v.object({
  ...CommonParams,
  key1: v.string(),
  key2: EmailSchema,
  type: v.literal('EDM'),
});

/** Spec §3 usage event; clients send a batch as a JSON array in the `events` field. */
export const UsageEvent = v.object({
  appVersion: v.optional(v.string()),
  eventType: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  objKey: v.optional(v.string()),
  objValue: v.optional(v.string()),
  channelId: v.optional(v.string()),
  referrer: v.optional(v.string()),
  browserType: v.optional(v.string()),
  browserVer: v.optional(v.string()),
  deviceType: v.optional(v.string()),
  deviceId: v.optional(v.string()),
  systemVersion: v.optional(v.string()),
  deviceModel: v.optional(v.string()),
  deviceName: v.optional(v.string()),
  memberType: v.optional(v.string()),
});
export type UsageEvent = v.InferOutput<typeof UsageEvent>;
export const UsageEventBatch = v.pipe(v.array(UsageEvent), v.minLength(1), v.maxLength(50));

export const SaveLanguageForm = v.object({
  ...CommonParams,
  myLocation: v.picklist(['en_US', 'zh_TW', 'zh_CN']),
});
export const LanguageAnswer = v.object({ myLocation: v.nullable(v.string()) });

export const ContactForm = v.object({
  ...CommonParams,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(EMAIL, 'invalid_email')),
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  message: v.pipe(v.string(), v.trim(), v.minLength(10), v.maxLength(2000)),
});
