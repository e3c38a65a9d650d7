import * as v from 'valibot';
import { CommonParams } from './common';

/** Spec §3 "User info" as the app reads it. */
export const UserInfo = v.object({
  memberId: v.string(),
  name: v.string(),
  displayImage1: v.nullable(v.string()),
  walletAddress: v.nullable(v.string()),
  memberLite: v.object({
    loginName: v.nullable(v.string()),
    email: v.nullable(v.string()),
    mobile: v.nullable(v.string()),
    permiTagValues: v.array(v.string()),
  }),
  wallets: v.array(v.object({ walletAddress: v.string(), walletType: v.string() })),
  language: v.nullable(v.string()),
  memberType: v.string(),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

export const LoginByNameForm = v.object({
  ...CommonParams,
  loginName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export const LoginAnswer = v.object({ memberId: v.string(), token: v.string(), name: v.string() });
export type LoginAnswer = v.InferOutput<typeof LoginAnswer>;

export const MemberDetailQuery = v.object({
  ...CommonParams,
  searchMemberId: v.optional(v.pipe(v.string(), v.uuid())),
});
